package lexdata_test

import (
	"fmt"
	"log"
	"testing/fstest"

	"github.com/argot-nlp/argot/lexdata"
)

func Example() {
	// Write a pack with a meta and a stopwords section.
	w := lexdata.NewWriter()
	w.SetBuilder("example 1")
	prov := lexdata.Provenance{Source: "example", Version: "1", License: "CC0-1.0"}
	stop, err := lexdata.EncodeStringSet([]string{"the", "of", "and"})
	if err != nil {
		log.Fatal(err)
	}
	if err := w.AddSection(lexdata.SectionMeta, lexdata.Meta{Language: "en"}.Marshal(), prov); err != nil {
		log.Fatal(err)
	}
	if err := w.AddSection(lexdata.SectionStopwords, stop, prov); err != nil {
		log.Fatal(err)
	}
	pack, err := w.Bytes()
	if err != nil {
		log.Fatal(err)
	}

	// Load it through a store, as the analyzer does.
	store := lexdata.NewStore(fstest.MapFS{"en.argot": {Data: pack}})
	en, err := store.Language("en")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(store.Languages(), en.IsStopword("the"), en.IsStopword("dog"))
	fmt.Println(en.Pack().Names())
	// Output:
	// [en] true false
	// [meta provenance stopwords]
}

func ExampleStringSet() {
	data, err := lexdata.EncodeStringSet([]string{"b", "a", "c", "a"})
	if err != nil {
		log.Fatal(err)
	}
	set, err := lexdata.ParseStringSet(data)
	if err != nil {
		log.Fatal(err)
	}
	i, ok := set.Index("b")
	fmt.Println(set.Len(), i, ok, set.Contains("d"))
	// Output: 3 1 true false
}
