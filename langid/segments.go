package langid

import (
	"regexp"
	"unicode"
	"unicode/utf8"
)

// Segment is one piece of a text and its language. Offset and Length count
// code points.
type Segment struct {
	Offset, Length int
	Lang           string
	Score          float64
}

// minRunLetters is how many letters a run of one script needs to be a
// segment of its own when the text is not split by a delimiter; CJK, Hangul
// and Thai letters count double.
const minRunLetters = 8

// Segments is the service's breakdown of text by language.
//
// With a delimiter, text is split at each match and every piece with a
// letter is one segment, trimmed of surrounding white space, labelled with
// its best guess. Pieces without letters are left out.
//
// Without one (nil), the text is one segment, unless it clearly changes
// script: when it holds two or more runs of different script groups (Latin,
// Cyrillic, Arabic, Hebrew, CJK, Hangul, Thai) of at least 8 letters each,
// each run is a segment (a shorter run, such as a Latin brand name in
// Japanese text, stays inside its neighbour). A change of language within
// one script (English then French) is not split.
//
// candidates are as for Detect.
func (d *Detector) Segments(text string, candidates []string, delimiter *regexp.Regexp) []Segment {
	var spans [][2]int // byte ranges
	if delimiter != nil {
		prev := 0
		for _, m := range delimiter.FindAllStringIndex(text, -1) {
			spans = append(spans, [2]int{prev, m[0]})
			prev = m[1]
		}
		spans = append(spans, [2]int{prev, len(text)})
	} else {
		spans = scriptRuns(text)
	}
	var out []Segment
	for _, sp := range spans {
		start, end := trimSpace(text, sp[0], sp[1])
		if start >= end {
			continue
		}
		g := d.Detect(text[start:end], candidates)
		if len(g) == 0 {
			continue
		}
		out = append(out, Segment{
			Offset: utf8.RuneCountInString(text[:start]),
			Length: utf8.RuneCountInString(text[start:end]),
			Lang:   g[0].Lang,
			Score:  g[0].Score,
		})
	}
	return out
}

func trimSpace(text string, start, end int) (int, int) {
	for start < end {
		r, size := utf8.DecodeRuneInString(text[start:end])
		if !unicode.IsSpace(r) {
			break
		}
		start += size
	}
	for end > start {
		r, size := utf8.DecodeLastRuneInString(text[start:end])
		if !unicode.IsSpace(r) {
			break
		}
		end -= size
	}
	return start, end
}

// scriptRuns splits text into byte ranges of one script group each, when it
// has two or more long runs; otherwise it returns the whole text.
func scriptRuns(text string) [][2]int {
	type run struct {
		g          script
		start, end int // bytes; end is after the run's last letter
		letters    int
	}
	var runs []run
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		g, _ := letterScript(r)
		if g != scriptNone {
			weight := 1
			if g == scriptCJK || g == scriptHangul || g == scriptThai {
				weight = 2
			}
			if n := len(runs); n > 0 && runs[n-1].g == g {
				runs[n-1].end = i + size
				runs[n-1].letters += weight
			} else {
				runs = append(runs, run{g, i, i + size, weight})
			}
		}
		i += size
	}
	// Fold short runs into the previous long one (or the next, at the
	// start), then join neighbours of the same group.
	var long []run
	for _, r := range runs {
		if r.letters >= minRunLetters {
			if n := len(long); n > 0 && long[n-1].g == r.g {
				long[n-1].end, long[n-1].letters = r.end, long[n-1].letters+r.letters
				continue
			}
			long = append(long, r)
		}
	}
	if len(long) < 2 {
		return [][2]int{{0, len(text)}}
	}
	// Each long run extends to the start of the next one; the first starts
	// at the beginning of the text.
	out := make([][2]int, len(long))
	for i := range long {
		start := long[i].start
		if i == 0 {
			start = 0
		}
		end := len(text)
		if i+1 < len(long) {
			end = long[i+1].start
		}
		out[i] = [2]int{start, end}
	}
	return out
}
