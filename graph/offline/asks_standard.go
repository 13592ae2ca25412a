package offline

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
)

// Questions about what one has are asked in the English of many places
// and in spoken Hebrew: "what all reminders I am having", "do i got
// anything thursday", "i got anything tmrw?", "what tasks am i having
// today", "what i have tomorrow", "what reminders do i have yaar", "תראי
// מה יש לי מחר", "מה יש לי על הראש השבוע", "מה על הראש שלי מחר", "מה
// בתכנון למחר". standardAsk says them in the words the listing and
// day-question readers know, and nothing else: what follows the asking
// words must still be a noun they know or a time.

// askSwaps are the word runs of such a question and their standard form,
// tried at every word.
var askSwaps = []struct{ from, to []string }{
	{[]string{"what", "all"}, []string{"what"}},
	{[]string{"am", "i", "having"}, []string{"do", "i", "have"}},
	{[]string{"i", "am", "having"}, []string{"i", "have"}},
	{[]string{"i'm", "having"}, []string{"i", "have"}},
	{[]string{"im", "having"}, []string{"i", "have"}},
	{[]string{"do", "i", "got"}, []string{"do", "i", "have"}},
	{[]string{"did", "i", "got"}, []string{"do", "i", "have"}},
	// "what reminders do i have set (up)", "what have i scheduled": what
	// one has, set by oneself.
	{[]string{"do", "i", "have", "set", "up"}, []string{"do", "i", "have"}},
	{[]string{"do", "i", "have", "set"}, []string{"do", "i", "have"}},
	{[]string{"do", "i", "have", "scheduled"}, []string{"do", "i", "have"}},
	{[]string{"have", "i", "set", "up"}, []string{"do", "i", "have"}},
	{[]string{"have", "i", "set"}, []string{"do", "i", "have"}},
	{[]string{"have", "i", "scheduled"}, []string{"do", "i", "have"}},
	// "what have I on today", "have I anything on tomorrow": the Irish and
	// British "have I … on", with no "got".
	{[]string{"have", "i", "on"}, []string{"do", "i", "have", "on"}},
	{[]string{"have", "i", "anything", "on"}, []string{"do", "i", "have", "anything", "on"}},
	{[]string{"have", "i", "anything"}, []string{"do", "i", "have", "anything"}},
	// Scots: "whit have ah got on the morra", "whit dae ah hae the
	// morn", "ah've got anything": "ah" is "I" between these words only.
	{[]string{"have", "ah", "got"}, []string{"do", "i", "have"}},
	{[]string{"hae", "ah", "got"}, []string{"do", "i", "have"}},
	{[]string{"dae", "ah", "hae"}, []string{"do", "i", "have"}},
	{[]string{"dae", "ah", "have"}, []string{"do", "i", "have"}},
	{[]string{"do", "ah", "have"}, []string{"do", "i", "have"}},
	{[]string{"have", "ah", "on"}, []string{"do", "i", "have", "on"}},
	{[]string{"ah've", "got"}, []string{"i", "have"}},
	{[]string{"ah", "have"}, []string{"i", "have"}},
}

// askLeadSwaps are openings of such a question and their standard form,
// at the start only: "i got anything" is a question only there.
var askLeadSwaps = []struct{ from, to []string }{
	{[]string{"i", "got", "anything"}, []string{"do", "i", "have", "anything"}},
	{[]string{"got", "anything"}, []string{"do", "i", "have", "anything"}},
	{[]string{"what", "i", "have"}, []string{"what", "do", "i", "have"}},
	// "i forgot what i have tomorrow", "שכחתי מה יש לי מחר": the question
	// told as a thing forgotten.
	{[]string{"i", "forgot", "what", "i", "have"}, []string{"what", "do", "i", "have"}},
	{[]string{"i", "forgot", "what", "do", "i", "have"}, []string{"what", "do", "i", "have"}},
	{[]string{"forgot", "what", "i", "have"}, []string{"what", "do", "i", "have"}},
	{[]string{"i", "forgot", "what's", "on"}, []string{"what's", "on"}},
	{[]string{"forgot", "what's", "on"}, []string{"what's", "on"}},
	{[]string{"i", "forgot", "whats", "on"}, []string{"what's", "on"}}, // its apostrophe dropped
	{[]string{"forgot", "whats", "on"}, []string{"what's", "on"}},
	{[]string{"שכחתי", "מה", "יש", "לי"}, []string{"מה", "יש", "לי"}},
	{[]string{"אני", "לא", "זוכר", "מה", "יש", "לי"}, []string{"מה", "יש", "לי"}},
	{[]string{"אני", "לא", "זוכרת", "מה", "יש", "לי"}, []string{"מה", "יש", "לי"}},
	{[]string{"תראה", "לי", "מה", "יש", "לי"}, []string{"מה", "יש", "לי"}},
	{[]string{"תראי", "לי", "מה", "יש", "לי"}, []string{"מה", "יש", "לי"}},
	{[]string{"תראה", "מה", "יש", "לי"}, []string{"מה", "יש", "לי"}},
	{[]string{"תראי", "מה", "יש", "לי"}, []string{"מה", "יש", "לי"}},
	{[]string{"מה", "על", "הראש", "שלי"}, []string{"מה", "יש", "לי"}},
	{[]string{"מה", "על", "הראש"}, []string{"מה", "יש", "לי"}},
	{[]string{"מה", "בתכנון"}, []string{"מה", "מתוכנן"}},
	{[]string{"מה", "יש", "בתכנון"}, []string{"מה", "מתוכנן"}},
}

// askTails are words said after such a question that ask nothing: "yaar",
// "na", "bro".
var askTails = wordSet(`yaar yar na naa bro dude sis pls plz please again בכלל`)

// askNeeds are the words one of which a message needs for standardAsk to
// look at it; askTailNeeds are those it may end with.
var (
	askNeeds     = []string{"what all", "having", "got", "have i on", "have i anything", " ah ", "ah've", " at all", "what i have", "i have set", "have i set", "i have scheduled", "have i scheduled", "תראה", "תראי", "הראש", "בתכנון", "forgot", "שכחתי", "זוכר"}
	askTailNeeds = []string{"yaar", "yar", " na", " naa", "bro", "dude", "sis", "pls", "plz", "please", " again", " בכלל"}
)

// standardAsk returns text said in the standard words of a question about
// what one has, and whether it changed anything.
func standardAsk(text string) (string, bool) {
	low := toLower(text)
	if std, ok := terseDayAsk(low); ok && len(low) == len(text) {
		return std, true
	}
	if std, ok := dayFirstAsk(low); ok && len(low) == len(text) {
		text, low = std, std // "tomorrow what i have?": what i have tomorrow
		if t, ok := standardAsk(std); ok {
			return t, true
		}
		return std, true
	}
	if len(low) != len(text) || !containsAny(low, askNeeds...) && !hasAnySuffix(strings.TrimRight(low, "?!. "), askTailNeeds...) {
		return text, false
	}
	words := strings.Fields(strings.TrimRight(low, "?!. "))
	changed := false
	for len(words) > 2 {
		if askTails[strings.Trim(words[len(words)-1], ",.!?")] {
			words, changed = words[:len(words)-1], true
			continue
		}
		// "what have I on today at all": the Irish "at all" asks nothing.
		if len(words) > 3 && words[len(words)-2] == "at" && strings.Trim(words[len(words)-1], ",.!?") == "all" {
			words, changed = words[:len(words)-2], true
			continue
		}
		break
	}
	if len(words) > 0 {
		words[len(words)-1] = strings.TrimRight(words[len(words)-1], ",")
	}
	for i := 0; i < len(words); i++ {
		for _, s := range askSwaps {
			if i+len(s.from) <= len(words) && slices.Equal(words[i:i+len(s.from)], s.from) {
				words = append(append(append([]string{}, words[:i]...), s.to...), words[i+len(s.from):]...)
				changed = true
				break
			}
		}
	}
	for _, s := range askLeadSwaps {
		if len(words) >= len(s.from) && slices.Equal(words[:len(s.from)], s.from) {
			words, changed = append(append([]string{}, s.to...), words[len(s.from):]...), true
			break
		}
	}
	if !changed {
		return text, false
	}
	// "מה יש לי על הראש מחר": the head is where one keeps what one has.
	for i := 0; i+1 < len(words); i++ {
		if words[i] == "על" && words[i+1] == "הראש" && i >= 3 {
			n := 2
			if i+2 < len(words) && words[i+2] == "שלי" {
				n = 3
			}
			words = append(words[:i:i], words[i+n:]...)
			break
		}
	}
	return strings.Join(words, " "), true
}

// hasAnySuffix reports whether s ends with one of the suffixes.
func hasAnySuffix(s string, suffixes ...string) bool {
	for _, x := range suffixes {
		if strings.HasSuffix(s, x) {
			return true
		}
	}
	return false
}

// matchStandardAsk reads a question about what one has said in words of
// its own ("what all reminders i am having", "תראי מה יש לי מחר") as its
// standard form is read: by the day-question, calendar and listing
// readers. A message they do not claim in that form is left to the
// readers after it as it was said.
func matchStandardAsk(m *message) ([]memo.Step, bool, error) {
	std, ok := standardAsk(m.raw)
	if !ok {
		return nil, false, nil
	}
	s := *m
	s.raw, s.low = std, toLower(std)
	for _, read := range []matcher{matchDayQuestion, matchEventList, matchListing, matchHaveAll} {
		if steps, ok, err := read(&s); ok || err != nil {
			return steps, ok, err
		}
	}
	return nil, false, nil
}

// reHaveAllEN and reHaveAllHE ask what one has, with no day and no noun:
// "what do i have", "show me what i've got", "what have i got". They are
// answered with everything: the tasks and the week's events.
var reHaveAllEN = compile(`(?i)^(?:so\s+|and\s+|ok\s+)?(?:(?:show|tell)\s+me\s+)?what\s+(?:do\s+i\s+have|i\s+have|have\s+i\s+got|i'?ve\s+got|do\s+i\s+got|i\s+got)(?:\s+(?:on|going\s+on|planned|coming\s+up))?$`)

// matchHaveAll reads a question about what one has said with no day and
// no noun.
func matchHaveAll(m *message) ([]memo.Step, bool, error) {
	text := strings.TrimRight(m.low, "?!. ")
	if !strings.HasPrefix(text, "what") && !strings.HasPrefix(text, "show") && !strings.HasPrefix(text, "tell") &&
		!strings.HasPrefix(text, "so") && !strings.HasPrefix(text, "and") && !strings.HasPrefix(text, "ok") {
		return nil, false, nil
	}
	if !reHaveAllEN.MatchString(text) {
		return nil, false, nil
	}
	today := startOfDay(m)
	from, to := today, today.AddDate(0, 0, 7)
	return []memo.Step{
		taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowAll}),
		calStep(memo.OpEventGetEvents, memo.CalendarArgs{From: &from, To: &to}),
	}, true, nil
}

// terseLeads open a question about a day said with nothing but the day
// after them ("what tmrw", "anything friday", "what's on sat", "מה מחר",
// "מה יש ביום שישי"); terseLinks may follow the lead. An English "on"
// stays with the day, where it makes "sat" one ("what's on sat").
var (
	terseLeads = wordSet(`what wat wot waht wht wut whats what's wats anything any מה`)
	terseLinks = wordSet(`יש`)
)

// terseDayAsk says a question asked with its lead and a day alone in the
// standard words ("what tmrw" → "what do i have tmrw", "מה מחר" → "מה יש
// לי מחר"). What follows must be a day and nothing else: "what time",
// "what 5pm", "what now", "מה שלומך", "anything else" are not asked of a
// day.
func terseDayAsk(low string) (string, bool) {
	words := strings.Fields(strings.TrimRight(low, "?!. "))
	if len(words) < 2 || len(words) > 5 || !terseLeads[words[0]] {
		return "", false
	}
	rest := words[1:]
	if terseLinks[rest[0]] && len(rest) > 1 {
		rest = rest[1:]
	}
	for len(rest) > 1 && askTails[rest[len(rest)-1]] {
		rest = rest[:len(rest)-1]
	}
	day := strings.Join(rest, " ")
	p, ok, err := parseAnyDay(day)
	if err != nil || !ok || !p.HasDate || p.HasTime || p.HourMeant || strings.TrimSpace(p.Remainder(day)) != "" {
		return "", false
	}
	if words[0] == "מה" {
		return "מה יש לי " + day, true
	}
	return "what do i have " + day, true
}

// dayFirstAsk says a question about a day asked with the day first, as
// learners of English say it ("tomorrow what i have?", "friday what do i
// have?"), with the day last; "tomorrow what time is the dentist" asks
// no day's listing and stays.
func dayFirstAsk(low string) (string, bool) {
	words := strings.Fields(strings.TrimRight(low, "?!. "))
	if len(words) < 4 || len(words) > 6 || words[1] != "what" {
		return "", false
	}
	day := strings.TrimRight(words[0], ",")
	if day != "tomorrow" && day != "today" && day != "tonight" && day != "tmrw" && !enDayWord(day) {
		return "", false
	}
	rest := strings.Join(words[1:], " ")
	if rest != "what i have" && rest != "what do i have" && rest != "what i have on" && rest != "what do i have on" {
		return "", false
	}
	return rest + " " + day, true
}
