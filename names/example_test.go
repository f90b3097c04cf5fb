package names_test

import (
	"fmt"

	"github.com/argot-nlp/argot/names"
)

func ExampleCompare() {
	fmt.Println(names.Compare("en", "Kevin Tan", "en", "TAN Kevin"))
	fmt.Println(names.Compare("en", "William Smith", "ru", "Вилл Смит"))
	fmt.Println(names.Compare("en", "Dr. John Smith", "en", "Mr. J. Smith"))
	fmt.Println(names.Compare("en", "John Smith", "en", "Peter Smith"))
	fmt.Println(names.Compare("en", "John and Mary Smith", "en", "John Smith"))
	// Output:
	// {same []}
	// {different [variation]}
	// {same [title]}
	// {different [given_name]}
	// {no_single_entity []}
}
