package argot

import (
	"context"
	"errors"
	"reflect"
	"testing"
)

func TestCompareNames(t *testing.T) {
	a := newTestAnalyzer(t)
	cases := []struct {
		req  NameComparisonRequest
		want NameComparison
	}{
		{NameComparisonRequest{Language1: "en", Entity1: "Kevin Tan", Language2: "en", Entity2: "TAN Kevin", Type: "person"}, NameComparison{Result: "same"}},
		{NameComparisonRequest{Language1: "en", Entity1: "William Smith", Language2: "ru", Entity2: "Вилл Смит"}, NameComparison{Result: "different", Differences: []string{"variation"}}},
		{NameComparisonRequest{Language1: "en", Entity1: "John Smith", Language2: "en", Entity2: "Mary Smith"}, NameComparison{Result: "different", Differences: []string{"given_name"}}},
		{NameComparisonRequest{Language1: "en", Entity1: "John and Mary", Language2: "en", Entity2: "John"}, NameComparison{Result: "no_single_entity"}},
	}
	for _, c := range cases {
		got, err := a.CompareNames(context.Background(), c.req)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(*got, c.want) {
			t.Errorf("%s / %s: got %+v want %+v", c.req.Entity1, c.req.Entity2, *got, c.want)
		}
	}
	for _, bad := range []NameComparisonRequest{
		{Language1: "xx", Entity1: "a", Language2: "en", Entity2: "b"},
		{Language1: "en", Entity1: "a", Language2: "en", Entity2: "b", Type: "organization"},
	} {
		_, err := a.CompareNames(context.Background(), bad)
		var e *Error
		if !errors.As(err, &e) || e.Status != 400 || e.Key == "" {
			t.Errorf("%+v: got %v, want a 400 naming the key", bad, err)
		}
	}
}
