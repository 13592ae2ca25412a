package offline

import (
	"sort"
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A lead is how far ahead of a thing a reminder about it comes: "2 days
// before", "half an hour ahead", "the day before", "an hour in advance",
// "2 hrs prior to", "יומיים לפני", "חצי שעה לפני", "שעה מראש", "בערב
// לפני". It is read in one place, here, for every reader that takes one:
// a new reminder with a lead (recur.go), a reminder about the focus
// (remindFocus) and one counted back from it (beforeFocus).

// lead is a lead read: whole days back, or a length of time back; part
// is the hour of the day a lead to an evening or a night comes at.
type lead struct {
	days int
	back time.Duration
	part int
}

// duration is the lead as one length of time, a day being 24 hours.
func (l lead) duration() time.Duration { return time.Duration(l.days)*24*time.Hour + l.back }

// leadLang is how one language says a lead.
type leadLang struct {
	// words are the leads said in fixed words ("the day", "חצי שעה").
	words map[string]lead
	// counted is an amount counted in a unit ("2 hrs", "a couple of
	// days", "עשר דקות"), as a regular expression; its value is read by
	// the time parser, after in.
	counted string
	in      string
	// ahead are the words that say the amount is before the thing, and
	// after are the words that may follow them and belong to the lead
	// ("before it starts", "לפני שזה מתחיל").
	ahead, after string
}

var (
	leadEN = leadLang{
		words: map[string]lead{"the day": {days: 1}, "a day": {days: 1}, "the night": {days: 1, part: 20}, "the evening": {days: 1, part: 20}},
		counted: `\d+(?:\.\d+)?\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|m|h)` +
			`|(?:a\s+couple\s+of|couple\s+of|a\s+few|few|half\s+an?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty[\s-]five|forty|ninety)` +
			`\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?)(?:\s+and\s+a\s+half)?`,
		in:    "in ",
		ahead: `before|ahead(?:\s+of)?|earlier|in\s+advance(?:\s+of)?|prior(?:\s+to)?`,
		after: `\s+(?:(?:it|that|this|she|he)(?:'s|\s+is)?\s+(?:starts?|begins?|due|on)|it|that|then)`,
	}
	leadHE = leadLang{
		words: map[string]lead{"יום": {days: 1}, "יום אחד": {days: 1}, "יומיים": {days: 2}, "שבוע": {days: 7}, "שבועיים": {days: 14},
			"ערב": {days: 1, part: 20}, "בערב": {days: 1, part: 20}, "לילה": {days: 1, part: 20}, "בלילה": {days: 1, part: 20},
			"דקה": {back: time.Minute}, "רבע שעה": {back: 15 * time.Minute}, "חצי שעה": {back: 30 * time.Minute}, "שעה": {back: time.Hour},
			"שעה ורבע": {back: 75 * time.Minute}, "שעה וחצי": {back: 90 * time.Minute}, "שעתיים": {back: 2 * time.Hour}, "שעתיים וחצי": {back: 150 * time.Minute}},
		counted: `\d+(?:\.\d+)?\s*(?:דקות|דק'|שעות|ימים|שבועות)|\p{Hebrew}+(?:\s+ו\p{Hebrew}+)?\s+(?:דקות|שעות|ימים|שבועות)`,
		in:      "בעוד ",
		ahead:   `לפני|קודם|מראש`,
		after:   `\s+(?:כן|זה)|\s+ש(?:זה|הוא|היא)?\s*(?:מתחיל|מתחילה|מתחילים)`,
	}
	reLeadEN = compile(leadEN.expr(`(?i)(?:^|\s)(`))
	reLeadHE = compile(leadHE.expr(`(?:^|\s)ו?(`))
	// reLeadAmountEN and reLeadAmountHE are an amount alone, with no word that
	// says ahead: "45 minutes", "חצי שעה".
	reLeadAmountEN = compile(`(?i)^(?:` + leadEN.counted + `)$`)
	reLeadAmountHE = compile(`^(?:` + leadHE.counted + `|` + alternation(leadHE.lengths()) + `)$`)
)

// expr is the language's lead as a regular expression opening with open:
// group 1 is the amount, and a match ends with the character after the
// lead.
func (l leadLang) expr(open string) string {
	words := make([]string, 0, len(l.words))
	for w := range l.words {
		words = append(words, strings.ReplaceAll(w, " ", `\s+`))
	}
	// Longest first: "שעה וחצי" before "שעה".
	sort.Slice(words, func(i, j int) bool {
		return len(words[i]) > len(words[j]) || len(words[i]) == len(words[j]) && words[i] < words[j]
	})
	return open + l.counted + `|` + strings.Join(words, "|") + `)\s+(?:` + l.ahead + `)(?:` + l.after + `)?(?:\s|$|[,.!?;:])`
}

// leadEpoch is the moment an amount is counted from to read its length.
var leadEpoch = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)

// value reads amount, a fixed word of the language or an amount the time
// parser counts.
func (l leadLang) value(amount string) (lead, bool) {
	amount = oneSpace(amount)
	if v, ok := l.words[amount]; ok {
		return v, true
	}
	text := l.in + amount
	r, found, err := timeparse.Parse(text, leadEpoch, time.UTC)
	if err != nil || !found || !onlyConnectives(r.Remainder(text)) || !r.Time.After(leadEpoch) {
		return lead{}, false
	}
	if r.HasTime {
		return lead{back: r.Time.Sub(leadEpoch).Round(time.Minute)}, true
	}
	if !r.HasDate {
		return lead{}, false
	}
	y, m, d := r.Time.Date()
	return lead{days: int(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Sub(leadEpoch).Hours() / 24)}, true
}

// findLead finds the first lead in low, a lower-cased text, in English or
// in Hebrew: the lead and the byte span its words take (the amount, the
// word that says ahead, and what belongs to it after).
func findLead(low string) (lead, [2]int, bool) {
	for _, l := range []struct {
		lang leadLang
		rx   *pattern
	}{{leadEN, reLeadEN}, {leadHE, reLeadHE}} {
		for _, g := range l.rx.FindAllStringSubmatchIndex(low, -1) {
			v, ok := l.lang.value(low[g[2]:g[3]])
			if !ok {
				continue
			}
			end := g[1]
			if end > g[2] && strings.ContainsAny(low[end-1:end], " \t\n,.!?;:") {
				end-- // the character after the lead
			}
			start := g[0] + len(low[g[0]:g[2]]) - len(strings.TrimLeft(low[g[0]:g[2]], " \t\n"))
			return v, [2]int{start, end}, true
		}
	}
	return lead{}, [2]int{}, false
}

// leadFirst reports whether low opens with a lead: "30 minutes before"
// after "set a reminder for" is no hour.
func leadFirst(low string) bool {
	_, g, ok := findLead(low)
	return ok && g[0] == 0
}

// lengths are the fixed words that are a length of time ("חצי שעה"),
// not a day or an evening ("יום", "בערב"), which alone say when.
func (l leadLang) lengths() []string {
	var out []string
	for w, v := range l.words {
		if v.back > 0 {
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out
}

// amountAlone reads low, a lower-cased text, as an amount alone ("45
// minutes", "חצי שעה"): the lead it would be, said after "before". A
// fixed English word ("the day") is no amount alone.
func amountAlone(low string) (lead, bool) {
	low = oneSpace(low)
	switch {
	case reLeadAmountEN.MatchString(low):
		return leadEN.value(low)
	case reLeadAmountHE.MatchString(low):
		return leadHE.value(low)
	}
	return lead{}, false
}
