package bench

import "testing"

// TestObfuscateClusters checks that generated obfuscations keep a letter's
// marks with it, as writers type them.
func TestObfuscateClusters(t *testing.T) {
	for _, tc := range []struct{ kind, w, want string }{
		{"separated", "ก้น", "ก้.น"},
		{"separated", "fuck", "f.u.c.k"},
		{"masked", "ตูด", "ตู*"},
		{"masked", "fuck", "f*ck"},
		{"masked", "ขี้", ""}, // one cluster: nothing to mask
		{"zerowidth", "ก้น", "ก้\u200bน"},
		{"spaced", "ทำ", "ทำ"},
	} {
		if got := obfuscate(tc.kind, tc.w); got != tc.want {
			t.Errorf("obfuscate(%s, %q) = %q, want %q", tc.kind, tc.w, got, tc.want)
		}
	}
}
