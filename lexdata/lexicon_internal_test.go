package lexdata

import (
	"slices"
	"testing"
)

func TestDefectiveSpellings(t *testing.T) {
	tests := []struct {
		form string
		want []string
	}{
		{"ציפור", []string{"צפור"}},
		{"כישלון", []string{"כשלון"}},
		{"תקווה", []string{"תקוה"}}, // consonantal vav written twice
		{"ייבוש", []string{"יבוש"}}, // an initial yod stays: only the doubled one goes
		{"קיבוצים", []string{"קבוצים", "קיבוצם", "קבוצם"}},
		{"אב", nil},
	}
	for _, tt := range tests {
		if got := defectiveSpellings(tt.form); !slices.Equal(got, tt.want) {
			t.Errorf("defectiveSpellings(%s) = %q, want %q", tt.form, got, tt.want)
		}
	}
}
