package sentiment

// negativityWeight is how much more a language's negative judgements count
// than its positive ones in the document score. Lexicons list more and
// milder positive words, and texts hedge criticism with faint praise ("a
// slightly anarchic approach that works only sporadically"), so the
// balance pos - neg leans positive; the weight, one number per language,
// is fitted on the tuning fifth of the dev sets (negativity.go, made by
// `argot eval sentiment-fit`). A language without dev data gets 1.
func negativityWeight(lang string) float64 {
	if w, ok := negativity[lang]; ok {
		return w
	}
	return 1
}
