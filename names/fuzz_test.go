package names

import "testing"

func FuzzCompare(f *testing.F) {
	for _, s := range [][4]string{
		{"en", "Kevin Tan", "en", "TAN Kevin"},
		{"en", "William Smith", "ru", "Вилл Смит"},
		{"en", "Smith, John, Jr.", "ar", "محمد بن سلمان"},
		{"ko", "김정은", "ja", "田中さん"},
		{"zh-CN", "毛泽东", "he", "ג'ורג' בוש"},
		{"xx", "\xff", "", "J.R.R."},
	} {
		f.Add(s[0], s[1], s[2], s[3])
	}
	f.Fuzz(func(t *testing.T, l1, n1, l2, n2 string) {
		r := Compare(l1, n1, l2, n2)
		switch r.Result {
		case Same, Different, NoSingleEntity:
		default:
			t.Fatalf("Compare(%q, %q, %q, %q) = %v", l1, n1, l2, n2, r)
		}
		if r.Result == NoSingleEntity && len(r.Differences) > 0 {
			t.Fatalf("no_single_entity with differences: %v", r)
		}
	})
}

func BenchmarkCompare(b *testing.B) {
	pairs := [][4]string{
		{"en", "Dr. William J. Smith Jr.", "ru", "Вилл Смит"},
		{"en", "Kim Jong-un", "ko", "김정은"},
		{"en", "Mohammed bin Salman", "ar", "محمد بن سلمان"},
		{"en", "Isabella", "zh", "伊莎貝拉"},
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p := pairs[i%len(pairs)]
		Compare(p[0], p[1], p[2], p[3])
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "pairs/s")
}
