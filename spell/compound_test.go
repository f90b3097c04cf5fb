package spell

import "testing"

func TestCompoundCorrection(t *testing.T) {
	for _, tc := range []struct{ lang, in, want string }{
		{"de", "gemeindegeniet", "gemeindegebiet"},     // a typo in the tail
		{"de", "bundesrepubklik", "bundesrepublik"},    // after a linking element
		{"de", "viertielfinale", "viertelfinale"},      // a typo in the head
		{"de", "eishockeyspeielr", "eishockeyspieler"}, // two edits in a long part
		{"de", "Gemeindegeniet", "Gemeindegebiet"},     // the case is kept
		{"de", "gemeindegebiet", "gemeindegebiet"},     // a compound of known parts is no typo
		{"de", "Kindergartenplatz", "Kindergartenplatz"},
		{"de", "bayerischern", "bayerischern"},     // no reading as "bayer" + "sichern": parts of six letters
		{"de", "geschschlossen", "geschschlossen"}, // nor as "arsch" + "schlossen": the first letters stay
		{"de", "Krankenhausaufenthlat", "Krankenhausaufenthalt"},
		// The other compounding languages, on typos made by hand
		// ("voetbalwedstrijd" and "fotbollsmatch" are in the frequency
		// lists and corrected whole; the others need the compound
		// reading).
		{"nl", "voetbalwedtsrijd", "voetbalwedstrijd"},
		{"nl", "ziekenhuisopnmae", "ziekenhuisopname"},
		{"nl", "gemeentebestuur", "gemeentebestuur"},
		{"sv", "fotbollsmacth", "fotbollsmatch"},
		{"sv", "regeringsbelsut", "regeringsbeslut"},
		{"sv", "sjukhusvistelse", "sjukhusvistelse"},
		{"da", "sygehusopohld", "sygehusophold"},
	} {
		if got, _ := corrector(t, tc.lang).Word(tc.in); got != tc.want {
			t.Errorf("%s Word(%q) = %q, want %q", tc.lang, tc.in, got, tc.want)
		}
	}
	// English does not read compounds.
	if _, ok := corrector(t, "en").compoundCorrection("footballplayr"); ok {
		t.Error("en: a compound correction")
	}
}

func TestKeepsEnds(t *testing.T) {
	for _, tc := range []struct {
		key, word string
		want      bool
	}{
		{"gemeindegeniet", "gemeindegebiet", true},
		{"geschschlossen", "arschschlossen", false},
		{"gwemeindegebiet", "gemeindegebiet", false},
		{"gemeindegiet", "gemeindegibt", true},
		{"gemeindegiet", "gemeindegier", false},
		{"", "", false},
	} {
		if got := keepsEnds(tc.key, tc.word); got != tc.want {
			t.Errorf("keepsEnds(%q, %q) = %v, want %v", tc.key, tc.word, got, tc.want)
		}
	}
}
