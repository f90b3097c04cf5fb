package packbuild

import "testing"

func TestDomainTree(t *testing.T) {
	pairs, err := parseDomainTree(wnDomainsTree)
	if err != nil {
		t.Fatal(err)
	}
	for d, want := range map[string]string{"banking": "economy", "money": "economy", "economy": "social_science", "soccer": "football", "sport": "free_time", "humanities": ""} {
		if got := pairs[d]; got != want {
			t.Errorf("parent(%s) = %q, want %q", d, got, want)
		}
	}
	for _, bad := range []string{"a\tb\n", "a\t-\na\t-\n", "nodelimiter\n"} {
		if _, err := parseDomainTree(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
