package names

import (
	"slices"
	"strings"
	"testing"
)

type compareCase struct {
	lang1, name1, lang2, name2 string
	result                     string
	diffs                      []string
}

func runCompareCases(t *testing.T, cases []compareCase) {
	t.Helper()
	for _, c := range cases {
		got := Compare(c.lang1, c.name1, c.lang2, c.name2)
		if got.Result != c.result || !slices.Equal(got.Differences, c.diffs) {
			t.Errorf("Compare(%q, %q, %q, %q) = %s %v, want %s %v", c.lang1, c.name1, c.lang2, c.name2,
				got.Result, got.Differences, c.result, c.diffs)
		}
		// The comparison is symmetric.
		back := Compare(c.lang2, c.name2, c.lang1, c.name1)
		if back.Result != got.Result || !slices.Equal(back.Differences, got.Differences) {
			t.Errorf("Compare is not symmetric for %q / %q: %v vs %v", c.name1, c.name2, got, back)
		}
	}
}

func diffs(d ...string) []string { return d }

func TestReferenceNotes(t *testing.T) {
	runCompareCases(t, []compareCase{
		{"en", "Kevin Tan", "en", "TAN Kevin", Same, nil},
		{"en", "William Smith", "ru", "Вилл Смит", Different, diffs(Variation)},
	})
}

func TestDifferenceKinds(t *testing.T) {
	runCompareCases(t, []compareCase{
		{"en", "John Smith", "en", "John Smith", Same, nil},
		{"en", "John Smith", "en", "JOHN SMITH", Same, nil},
		{"en", "John Smith", "en", "Peter Smith", Different, diffs(GivenName)},
		{"en", "John Smith", "en", "John Brown", Different, diffs(Surname)},
		{"en", "John Smith", "en", "Peter Brown", Different, diffs(GivenName, Surname)},
		{"en", "Dr. John Smith", "en", "Mr. John Smith", Same, diffs(Title)},
		{"en", "Dr. John Smith", "en", "John Smith", Same, nil},
		{"en", "Senator John Smith", "en", "Governor John Smith", Same, diffs(SocialRole)},
		{"en", "President John Smith", "en", "John Smith", Same, nil},
		{"en", "John Smith PhD", "en", "John Smith MD", Same, diffs(Suffix)},
		{"en", "John Smith Jr.", "en", "John Smith Sr.", Different, diffs(Suffix)},
		{"en", "John Smith Jr.", "en", "John Smith", Same, nil},
		{"en", "John Smith, Jr.", "en", "John Smith Jr", Same, nil},
		{"en", "Bill Smith", "en", "William Smith", Different, diffs(Variation)},
		{"en", "Dr. Bill Smith", "en", "Mr. William Smith", Different, diffs(Title, Variation)},
		{"en", "Bill Smith", "en", "William Brown", Different, diffs(Surname, Variation)},
	})
}

func TestOrderAndInitials(t *testing.T) {
	runCompareCases(t, []compareCase{
		{"en", "Smith, John", "en", "John Smith", Same, nil},
		{"en", "SMITH John", "en", "John Smith", Same, nil},
		{"en", "Kevin TAN", "en", "Tan Kevin", Same, nil},
		{"en", "Smith, Dr. John", "en", "Dr. John Smith", Same, nil},
		{"en", "J. Smith", "en", "John Smith", Same, nil},
		{"en", "John R. Smith", "en", "John Ronald Smith", Same, nil},
		{"en", "J.R.R. Tolkien", "en", "John Ronald Reuel Tolkien", Same, nil},
		{"en", "John Smith", "en", "John Ronald Smith", Same, nil},
		{"en", "J. Smith", "en", "P. Smith", Different, diffs(GivenName)},
		{"en", "John R. Smith", "en", "John T. Smith", Different, diffs(GivenName)},
		{"de", "Ludwig van Beethoven", "de", "Ludwig Van Beethoven", Same, nil},
		{"de", "Ludwig van Beethoven", "en", "Beethoven", Same, nil},
		{"en", "Smith", "en", "John Smith", Same, nil},
		{"en", "John", "en", "John Smith", Same, nil},
		{"en", "Smith", "en", "John Brown", Different, diffs(Surname)},
		{"en", "José García", "es", "Jose Garcia", Same, nil},
		{"fr", "François Hollande", "fr", "Francois HOLLANDE", Same, nil},
		{"de", "Jürgen Müller", "de", "Jurgen Muller", Same, nil},
		{"zh", "Wang Wei", "en", "Wei Wang", Same, nil},
		{"es", "Gabriel García Márquez", "es", "Gabriel García", Same, nil},
		{"en", "George W. Bush", "en", "George H. W. Bush", Same, nil},
		{"en", "Nguyen Van An", "vi", "Nguyễn Văn An", Same, nil},
	})
}

func TestNicknames(t *testing.T) {
	runCompareCases(t, []compareCase{
		{"en", "Bob Jones", "en", "Robert Jones", Different, diffs(Variation)},
		{"en", "Bill", "en", "William", Different, diffs(Variation)},
		{"en", "Alex", "en", "Alexander", Different, diffs(Variation)},
		{"en", "Johnny", "en", "John", Different, diffs(Variation)},
		{"en", "Liz", "en", "Elizabeth", Different, diffs(Variation)},
		{"es", "Pepe", "es", "José", Different, diffs(Variation)},
		{"de", "Hans", "de", "Johannes", Different, diffs(Variation)},
		{"ru", "Саша", "en", "Alexander", Different, diffs(Variation)},
		{"en", "Sasha", "en", "Alexander", Different, diffs(Variation)},
		{"ru", "Вова", "ru", "Владимир", Different, diffs(Variation)},
		{"en", "John", "de", "Johann", Different, diffs(Variation)},
		{"en", "Bill", "en", "Robert", Different, diffs(GivenName)},
		{"en", "Mary", "en", "Susan", Different, diffs(GivenName)},
	})
}

func TestTransliteration(t *testing.T) {
	runCompareCases(t, []compareCase{
		{"en", "Vladimir Putin", "ru", "Владимир Путин", Different, diffs(Variation)},
		{"en", "Vladimir Putin", "ru", "Владимир Медведев", Different, diffs(Surname, Variation)},
		{"en", "Mikhail Gorbachev", "ru", "Михаил Горбачёв", Different, diffs(Variation)},
		{"en", "Nikos Kazantzakis", "el", "Νίκος Καζαντζάκης", Different, diffs(Variation)},
		{"en", "Mohammed", "ar", "محمد", Different, diffs(Variation)},
		{"en", "Ahmed Hassan", "ar", "أحمد حسن", Different, diffs(Variation)},
		{"en", "Mohammed", "ar", "علي", Different, diffs(GivenName)},
		{"en", "Hassan Rouhani", "fa", "حسن روحانی", Different, diffs(Variation)},
		{"en", "Benjamin Netanyahu", "he", "בנימין נתניהו", Different, diffs(Variation)},
		{"en", "Kim Jong-un", "ko", "김정은", Different, diffs(Variation)},
		{"en", "Park Ji-sung", "ko", "박지성", Different, diffs(Variation)},
		{"en", "Kim Jong-un", "ko", "박지성", Different, diffs(GivenName, Surname)},
		{"en", "Tanaka", "ja", "タナカ", Different, diffs(Variation)},
		{"en", "Tanaka", "ja", "たなか", Different, diffs(Variation)},
		{"en", "Tanaka", "ja", "田中", Different, diffs(Variation)},
		{"en", "John Smith", "ja", "ジョン・スミス", Different, diffs(Variation)},
		{"en", "Mao Zedong", "zh-CN", "毛泽东", Different, diffs(Variation)},
		{"en", "Mao Zedong", "zh-TW", "毛澤東", Different, diffs(Variation)},
		{"en", "Isabella", "zh", "伊莎貝拉", Different, diffs(Variation)},
		{"en", "Mao Zedong", "zh-CN", "习近平", Different, diffs(GivenName, Surname)},
		{"ru", "Владимир Путин", "uk", "Володимир Путін", Different, diffs(Variation)},
		{"ja", "田中", "ja", "田中", Same, nil},
		{"ko", "김정은", "ko", "김 정은", Same, nil},
	})
}

func TestNoSingleEntity(t *testing.T) {
	for _, name := range []string{
		"", "   ", "John and Mary Smith", "John & Mary", "Smith, John, Brown, Peter",
		"Tom; Jerry", "Apple Inc.", "Siemens AG", "Harvard University", "Acme Ltd",
		"Agent 007", "1984", "Иван и Мария", "محمد و علي",
		"株式会社トヨタ", "Dr.", strings.Repeat("Alexander ", 40),
	} {
		if got := Compare("en", name, "en", "John Smith"); got.Result != NoSingleEntity {
			t.Errorf("Compare(%q, John Smith) = %v, want no_single_entity", name, got)
		}
	}
	lang := map[string]string{"Иван и Мария": "ru", "محمد و علي": "ar", "Pierre et Marie Curie": "fr"}
	for name, l := range lang {
		if got := Compare(l, name, "en", "John"); got.Result != NoSingleEntity {
			t.Errorf("Compare(%s %q) = %v, want no_single_entity", l, name, got)
		}
	}
	// Words that are organisation suffixes elsewhere are names alone.
	if got := Compare("en", "Ab", "en", "Ab"); got.Result != Same {
		t.Errorf("Compare(Ab, Ab) = %v, want same", got)
	}
}

func TestRobustness(t *testing.T) {
	inputs := []string{"\xff\xfe", "John \xc3", "\x00", "-", "...", "'", "J.", "·", "ー", "ッ", "ـ",
		"al", "ال", strings.Repeat("a", 10000), strings.Repeat("김", 5), "\u200d", "A.B.C.D.E.F.G"}
	for _, a := range inputs {
		for _, b := range inputs {
			r := Compare("en", a, "xx-YY", b)
			switch r.Result {
			case Same, Different, NoSingleEntity:
			default:
				t.Errorf("Compare(%q, %q) = %v", a, b, r)
			}
		}
	}
}

func TestMatch(t *testing.T) {
	for _, c := range []struct {
		r    Result
		want bool
	}{
		{Result{Result: Same}, true},
		{Result{Result: Same, Differences: []string{Title}}, true},
		{Result{Result: Different, Differences: []string{Variation}}, true},
		{Result{Result: Different, Differences: []string{Title, Variation}}, true},
		{Result{Result: Different, Differences: []string{Surname, Variation}}, false},
		{Result{Result: Different, Differences: []string{Suffix}}, false},
		{Result{Result: NoSingleEntity}, false},
	} {
		if got := c.r.Match(); got != c.want {
			t.Errorf("%v.Match() = %v, want %v", c.r, got, c.want)
		}
	}
}

func TestRomanize(t *testing.T) {
	for _, c := range []struct{ lang, in, want string }{
		{"ru", "Щукин", "shchukin"},
		{"ru", "Юрий", "yuriy"},
		{"ko", "김정은", "gimjeongeun"},
		{"ko", "엘라", "ella"},
		{"ja", "マクドナルド", "makudonarudo"},
		{"ja", "きっと", "kitto"},
		{"ja", "田中", "tanaka"},
		{"zh", "毛泽东", "maozedong"},
		{"el", "Γιώργος", "giorgos"},
		{"he", "ג'ורג'", "jwrj"},
		{"ar", "محمد", "mhmd"},
		{"en", "Šoljan", "sholjan"},
	} {
		got := strings.ReplaceAll(romanize(c.in, c.lang), string(letterBoundary), "")
		if got != c.want {
			t.Errorf("romanize(%s, %q) = %q, want %q", c.lang, c.in, got, c.want)
		}
	}
}

func TestDataFiles(t *testing.T) {
	x := lexiconData()
	if len(x.titles["*"]) == 0 || len(x.roles["*"]) == 0 || len(x.suffixes) == 0 || len(x.particles) == 0 ||
		len(x.organizations) == 0 || len(x.nickGroups) == 0 || len(x.eaNative["ko"]) == 0 ||
		len(x.pinyin) < 500 || len(x.cyrillic) < 33 || len(x.kana) < 100 || len(x.hangulInitial) != 19 ||
		len(x.hangulMedial) != 21 || len(x.hangulFinal) != 28 || len(x.hangulFinalVowel) != 28 {
		t.Fatal("a data file is missing or malformed")
	}
}

func TestAttachedHonorifics(t *testing.T) {
	runCompareCases(t, []compareCase{
		{"ja", "田中さん", "ja", "田中", Same, nil},
		{"zh", "王先生", "zh", "王", Same, nil},
		{"ko", "김정은 씨", "ko", "김정은", Same, nil},
	})
}

func TestKnownGivenName(t *testing.T) {
	for _, c := range []struct {
		word string
		want bool
	}{{"Mickey", true}, {"dick", true}, {"Chink", false}, {"Coon", false}} {
		if got := KnownGivenName(c.word); got != c.want {
			t.Errorf("KnownGivenName(%q) = %v, want %v", c.word, got, c.want)
		}
	}
}
