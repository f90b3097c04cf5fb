package segment

import (
	"strings"
	"testing"
)

func TestThaiClusters(t *testing.T) {
	tests := []struct{ run, want string }{
		{"กิน", "กิ|น"},
		{"กัน", "กัน"},       // ◌ั takes its final consonant
		{"ตัว", "ตัว"},       // ◌ัว
		{"คือ", "คือ"},       // ◌ือ
		{"เรียน", "เรีย|น"},  // เ◌ีย
		{"เมือง", "เมือ|ง"},  // เ◌ือ
		{"เธอ", "เธอ"},       // เ◌อ
		{"เล็ก", "เล็ก"},     // เ◌็◌
		{"จันทร์", "จันทร์"}, // silent ทร under the karan stays
		{"หลังๆ", "ห|ลัง|ๆ"}, // ๆ is a word of its own
	}
	for _, tt := range tests {
		b := thaiClusters(nil, tt.run)
		var parts []string
		for k := 1; k < len(b); k++ {
			parts = append(parts, tt.run[b[k-1]:b[k]])
		}
		if got := strings.Join(parts, "|"); got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.run, got, tt.want)
		}
	}
}
