package abuse

import (
	"strings"
	"testing"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

func englishModel(t testing.TB) *model {
	t.Helper()
	st := lexdata.NewStore(all.FS)
	lang, err := st.Language("en")
	if err != nil {
		t.Fatal(err)
	}
	core, err := st.Families()
	if err != nil {
		t.Fatal(err)
	}
	shared, err := loadShared(core)
	if err != nil {
		t.Fatal(err)
	}
	m, err := loadModel("en", lang, shared)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestRepair(t *testing.T) {
	m := englishModel(t)
	for _, c := range []struct {
		form   string
		splits bool
		want   string // the words, space-separated; "" for no repair
	}{
		{"wmoen", true, "women"}, // transposition into a group noun
		{"fukc", false, "fuck"},  // transposition, no split needed
		{"whre", false, "whore"}, // a dropped letter
		{"stabthose", true, "stab those"},
		{"ihatewomen", true, "i hate women"},
		{"stabthose", false, ""},    // splitting not allowed (a capitalised name)
		{"cockerspaniel", true, ""}, // fewest words: "cocker spaniel", neither abusive
		{"qzxv", true, ""},
	} {
		var words []string
		for _, p := range m.repair(c.form, c.splits) {
			words = append(words, p.form)
		}
		if got := strings.Join(words, " "); got != c.want {
			t.Errorf("repair(%q, %v) = %q, want %q", c.form, c.splits, got, c.want)
		}
	}
}

// FuzzRepair checks that repair never panics and that a split gives back
// the form's letters (read as letters first where they are leetspeak).
func FuzzRepair(f *testing.F) {
	m := englishModel(f)
	for _, s := range []string{"stabthose", "wmoen", "ihatewomen", "", "ééé", "a\x00b", strings.Repeat("x", 40)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		parts := m.repair(s, true)
		if len(parts) < 2 {
			return
		}
		var b strings.Builder
		for _, p := range parts {
			b.WriteString(p.form)
		}
		want := s
		if w, ok := unleet(s); ok {
			want = w
		}
		if b.String() != want {
			t.Errorf("split of %q gives %q, want %q", s, b.String(), want)
		}
	})
}

// TestUnleet checks that digits and symbols standing for letters are read
// as letters only inside words: a number or a code with one letter stays.
func TestUnleet(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"sh3male", "shemale", true},
		{"r4pefugee", "rapefugee", true},
		{"b1tch", "bitch", true},
		{"trahs", "trahs", false},
		{"2024", "2024", false},
		{"a4", "a4", false},
	} {
		if got, ok := unleet(c.in); got != c.want || ok != c.ok {
			t.Errorf("unleet(%q) = %q %v, want %q %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// FuzzUnleet checks that unleet keeps the number of code points and only
// reports a change it made.
func FuzzUnleet(f *testing.F) {
	for _, s := range []string{"sh3male", "", "1337", "wh0re", "ü5ö", "\xff7a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, ok := unleet(s)
		if len([]rune(got)) != len([]rune(s)) || !ok && got != s {
			t.Errorf("unleet(%q) = %q %v", s, got, ok)
		}
	})
}
