package langs_test

import (
	"fmt"

	"github.com/argot-nlp/argot/internal/langs"
)

func ExampleNormalize() {
	for _, tag := range []string{"en-US", "zh-HK", "nb", "iw", "yue"} {
		id, ok := langs.Normalize(tag)
		fmt.Println(tag, id, ok)
	}
	// Output:
	// en-US en true
	// zh-HK zh-TW true
	// nb no true
	// iw he true
	// yue  false
}

func ExampleLookup() {
	r, _ := langs.Lookup("ps-AF")
	fmt.Println(r.Name, r.EnglishName, r.NativeEncoding, r.RightToLeft)
	// Output: پښتو Pashto windows-1256 true
}
