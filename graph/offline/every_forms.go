package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// A repetition said by its adverb ("remind me monthly at 9", "check the
// meter weekly", "מדי חודש ב-1") means what "every month", "every week",
// "כל חודש" mean; everyForms writes it that way before the message is
// read, so the one reader of "every …" reads both and no adverb is left
// in a title. An adverb before a noun names a thing ("the monthly report",
// "weekly meeting every monday") and is kept.

// everyAdverbsEN are the adverbs of a repetition and the words of the
// same meaning the grammar reads. "daily", "yearly" and "annually" are
// read as they are.
var everyAdverbsEN = map[string]string{
	"weekly":    "every week",
	"monthly":   "every month",
	"hourly":    "every hour",
	"nightly":   "every night",
	"quarterly": "every 3 months",
}

// everyUnitsHE are the units "מדי" repeats, as "כל" does ("מדי חודש").
// "מדי שנה" is read as it is.
var everyUnitsHE = map[string]bool{"יום": true, "שבוע": true, "חודש": true, "ערב": true, "בוקר": true, "לילה": true, "שעה": true,
	"יומיים": true, "שבועיים": true, "חודשיים": true}

// everyAdjectivesHE are the adjectives of a repetition said as its adverb
// right after "לי" ("תזכיר לי חודשי ב-9 …"), and the "כל" words they mean.
var everyAdjectivesHE = map[string]string{"חודשי": "כל חודש", "שבועי": "כל שבוע", "יומי": "כל יום"}

// reEveryAdverb is the cheap check: a word everyForms may write anew.
var reEveryAdverb = compile(`(?i)\b(?:weekly|monthly|hourly|nightly|quarterly)\b|(?:^|\s)(?:מדי|לי\s+(?:חודשי|שבועי|יומי))\s`)

// everyForms writes a repetition adverb as the "every" words it means
// (see everyAdverbsEN, everyUnitsHE), where it says when and not what.
func everyForms(text string) string {
	if !reEveryAdverb.MatchString(text) && !mayEverySlip(text) {
		return text
	}
	words := strings.Fields(text)
	changed := false
	for i, w := range words {
		core := strings.TrimRight(w, ",.!?;:")
		if every, ok := everySlip(words, i); ok {
			words[i], changed = every+w[len(core):], true // "evry 3 days", "כול יום"
			continue
		}
		if every, ok := everyAdverbsEN[strings.ToLower(core)]; ok && adverbSlot(words, i, core != w) {
			words[i], changed = every+w[len(core):], true
			continue
		}
		if w == "מדי" {
			j := i + 1
			for j < len(words) && dropSymbols(words[j]) == "" {
				j++ // "מדי 🙏 חודש"
			}
			if j < len(words) && everyUnitsHE[strings.TrimRight(words[j], ",.!?;:")] {
				words[i], changed = "כל", true
				continue
			}
		}
		if every, ok := everyAdjectivesHE[core]; ok && i > 0 && words[i-1] == "לי" {
			words[i], changed = every+w[len(core):], true // "תזכיר לי חודשי ב-9"
		}
	}
	if !changed {
		return text
	}
	return strings.Join(words, " ")
}

// A repetition is often typed with a slip of "every" or "כל" ("evry 3
// days", "everyy day", "evey monday", "כול יום"): everySlip reads it as
// the word meant, where a unit of time, a count or a weekday follows it.
// "very" and "ever" are words of their own and are left.

// everySlipUnits are the words after which a slip of "every" is read:
// the units and the weekdays a repetition counts by.
var everySlipUnits = lexicon.WordSet(`day days week weeks month months year years hour hours minute minutes min mins morning mornings
	evening evenings night nights afternoon noon midnight weekday weekdays weekend weekends other second third couple few
	monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
	two three four five six seven eight nine ten twelve`)

// everySlipNotWords are the words one slip from "every" that are words.
var everySlipNotWords = lexicon.WordSet(`every ever very eve`)

// mayEverySlip is everySlip's cheap check: whether text may hold a slip
// of "every" or "כול".
func mayEverySlip(text string) bool {
	return strings.Contains(text, "ev") || strings.Contains(text, "Ev") || strings.Contains(text, "EV") || strings.Contains(text, "כול ")
}

// everySlip returns the word words[i] was meant to be when it is a slip
// of "every" or "everyday" ("evry", "everyy", "evey", "evryday") or the
// full spelling "כול" ("בכול"), before what a repetition counts by.
func everySlip(words []string, i int) (string, bool) {
	core := strings.ToLower(strings.TrimRight(words[i], ",.!?;:"))
	next := ""
	if i+1 < len(words) {
		next = strings.ToLower(strings.TrimRight(words[i+1], ",.!?;:"))
	}
	switch {
	case core == "כול" || core == "בכול":
		if everyUnitsHE[next] {
			return strings.TrimSuffix(core, "ול") + "ל", true
		}
	case len(core) < 4 || core[0] != 'e' || everySlipNotWords[core] || core == "everyday":
	case everySlipWord(core):
		if everySlipUnits[next] || slipDayWord(next) || next != "" && next[0] >= '1' && next[0] <= '9' {
			return "every", true
		}
	case slipOf(core, "everyday") && adverbSlot(words, i, false):
		return "every day", true
	}
	return "", false
}

// slipDayWord reports whether w (lower case) is an English weekday in any
// form the day table knows, or its plural: "weds", "wednes", "thurs",
// "fridays", "wensday".
func slipDayWord(w string) bool {
	if _, form := lexicon.EnWeekday(w); form != lexicon.WeekdayNone {
		return true
	}
	_, form := lexicon.EnWeekday(strings.TrimSuffix(w, "s"))
	return form == lexicon.WeekdayFull
}

// everySlipWord reports whether w (lower case) is "every" typed with a
// slip ("evry", "everyy", "evey"), and no word of its own.
func everySlipWord(w string) bool {
	w = strings.Trim(w, ",.!?;:")
	return len(w) >= 4 && w[0] == 'e' && !everySlipNotWords[w] && w != "everyday" &&
		(slipOf(w, "every") || strings.HasPrefix(w, "every") && strings.Trim(w[len("every"):], "y") == "")
}

// everySlipLeft reports whether title words ws keep "every" typed with
// a slip, in lower case ("Evry" is a name), last or before a unit of
// time ("evry noon"): "the evey brand" names a thing.
func everySlipLeft(ws []string) bool {
	for i, w := range ws {
		if w == "" || w[0] != 'e' || !everySlipWord(w) {
			continue
		}
		if i+1 == len(ws) || everySlipUnits[strings.ToLower(ws[i+1])] {
			return true
		}
		if next := strings.ToLower(ws[i+1]); i == 0 && (next == "to" || taskVerbEN[next]) {
			return true // "evey to prep lunch" of "evey fridy 2130 to prep lunch": its day not read either
		}
	}
	return false
}

// adverbSlot reports whether the English adverb at words[i] says when:
// not after an article or a possessive ("the monthly report"), and
// followed by nothing, a mark, a number, thanks or filler alone, or a word that opens a time, a
// deed or a request ("weekly on sunday", "monthly to pay rent", "hourly
// please").
func adverbSlot(words []string, i int, marked bool) bool {
	if i > 0 && isArticle(strings.ToLower(words[i-1])) {
		return false
	}
	if strings.EqualFold(strings.TrimRight(words[i], ",.!?;:"), "monthly") && i+2 < len(words) && strings.EqualFold(words[i+1], "on") && strings.EqualFold(words[i+2], "the") {
		return false // "monthly on the last thursday", "monthly on the 5th": read as said
	}
	if marked || i+1 == len(words) {
		return true
	}
	next := strings.ToLower(strings.Trim(words[i+1], ",.!?;:-–—"))
	if next == "" || next[0] >= '0' && next[0] <= '9' || CleanTitle(dropSymbols(strings.Join(words[i+1:], " "))) == "" {
		return true // "… weekly ha thxx", "… weekly 🙏": nothing but thanks after it
	}
	if taskVerbEN[next] {
		return true // "at 6pm weekly call mom": a deed, not a thing named
	}
	switch next {
	case "at", "on", "to", "in", "from", "starting", "until", "till", "before", "after", "by", "and", "please", "pls", "plz",
		"around", "about", "every", "each", "for", "remind", "tomorrow", "today", "tonight", "this", "next", "beginning", "thanks", "thx":
		return true
	}
	return false
}

// repeatAdverbs are the English adverbs of a repetition, read or not.
var repeatAdverbs = map[string]bool{"daily": true, "nightly": true, "weekly": true, "biweekly": true, "fortnightly": true, "monthly": true,
	"quarterly": true, "yearly": true, "annually": true, "hourly": true}

// heRepeatAdjective are the Hebrew words after "תזכורת" or "אירוע" that say
// it repeats ("תזכורת קבועה", "תזכורת חוזרת", "תזכורת שבועית"): opening a
// title, the repetition they ask for was not read.
var heRepeatAdjective = map[string]bool{"קבועה": true, "קבוע": true, "חוזרת": true, "חוזר": true, "מחזורית": true,
	"מחזורי": true, "יומית": true, "שבועית": true, "חודשית": true, "שנתית": true}

// repeatAdjectiveTitle reports whether a title the steps would make opens
// with the word that said a reminder repeats, said after "תזכורת" in text
// ("קבועה להוציא את הפח" of "תזכורת קבועה להוציא את הפח"): it repeats, but
// how often was not said. "חוזר לבסיס" of "חוזר לבסיס ראשון 0600" is a
// return.
func repeatAdjectiveTitle(text string, steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		fs := strings.Fields(t)
		if len(fs) > 0 && heRepeatAdjective[fs[0]] && strings.Contains(text, "תזכורת "+fs[0]) {
			return true
		}
	}
	return false
}

// repeatAdverbTitle reports whether a title the steps would make keeps a
// repetition's adverb where it says when: last ("water the plants
// weekly"), or first before "to", a dash or a deed ("quarterly to move
// the car", "weekly call mom"), or "every" left before "at" or "on" or last. The
// repetition was not read, and the item would not repeat as asked. "the
// weekly report", "weekly meeting", "the weekly" name a thing.
func repeatAdverbTitle(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		fs := strings.Fields(toLower(dropSymbols(t)))
		if n := len(fs); n > 0 && repeatAdverbs[strings.Trim(fs[n-1], ",.!?;:")] && (n == 1 || !isArticle(fs[n-2])) {
			return true
		}
		if n := len(fs); n > 1 && fs[n-1] == "every" {
			return true // "call every" of "call every at 5"
		}
		if everySlipLeft(checkWords(t)) {
			return true // "call the bank evry" of "… evry noon till …": "every" typed with a slip, not read
		}
		if len(fs) > 1 && repeatAdverbs[fs[0]] && (fs[1] == "to" || taskVerbEN[fs[1]] || strings.Trim(fs[1], "-–—") == "") {
			return true
		}
		for i := 0; i+1 < len(fs); i++ {
			if repeatAdverbs[fs[i]] && (fs[i+1] == "and" || fs[i+1] == "or" || fs[i+1] == "&") {
				return true // "daily and to run" of "daily and every sunday to run": a second repetition's remains
			}
			if (fs[i] == "מדי" || fs[i] == "כול" || fs[i] == "בכול") && everyUnitsHE[strings.Trim(fs[i+1], ",.!?;:")] {
				return true // "מדי חודש לקנות מלפפון": how often, not read
			}
			if fs[i] == "every" && (fs[i+1] == "at" || fs[i+1] == "on") {
				return true // "pills and also every at eight thirty": a repetition's remains
			}
		}
	}
	return false
}
