package offline

import (
	"regexp"
	"strings"

	"github.com/memo-assistant/memo"
)

// A sentence the message goes on with after an item was told is read, or
// the message is declined: "dentist tue 4pm. blorf the snuffle" is no
// event called "dentist. blorf the snuffle", "תזכיר לי ב5 להתקשר לאמא.
// בלה בלה" no reminder to call mom and something more, "תוסיפי חלב
// לרשימת הקניות. בלורף" no list of that name. A message read one sentence
// at a time drops only a sentence that greets, thanks or tells something
// (see tellsSomething), never one of words none of which were read.

// reTitleBreak is the end of a sentence inside a title: its marks, the
// space after them and a word.
var reTitleBreak = compile(`[.!?]+\s+\S`)

// sentenceInTitle reports whether a task or event that steps create
// would keep a second sentence of text, the message, in its title.
func sentenceInTitle(text string, steps []memo.Step) bool {
	if len(steps) > 1 && toldMadeTask(text, steps) {
		return true
	}
	for _, s := range steps {
		if s.Tasks != nil && s.Operation == memo.OpTaskCreate {
			for _, d := range s.Tasks.Drafts {
				if titleBreaks(d.Text, text) {
					return true
				}
			}
		}
		if s.Lists != nil && titleBreaks(s.Lists.Name, text) {
			return true // "תוסיפי חלב לרשימת הקניות. בלורף": no list of that name
		}
		if s.Lists != nil {
			for _, item := range s.Lists.Items {
				if titleBreaks(item, text) {
					return true
				}
			}
		}
		if s.Calendar != nil && s.Operation == memo.OpEventCreate {
			for _, d := range s.Calendar.Drafts {
				if titleBreaks(d.Summary, text) {
					return true
				}
			}
		}
	}
	return false
}

// titleBreaks reports whether title holds the end of a sentence of text
// that is no short form ("Dr. Cohen", "St. James"): a mark the word after
// it follows in text too.
func titleBreaks(title, text string) bool {
	low := lower(text)
	for _, loc := range reTitleBreak.FindAllStringIndex(title, -1) {
		head := strings.TrimSpace(title[:loc[0]])
		if head == "" || reTitleBefore.MatchString(lower(head)) || singleLetterEnd(head) {
			continue
		}
		next := strings.Fields(strings.TrimLeft(title[loc[0]:], ".!? \t"))[0]
		if regexp.MustCompile(`[.!?]+\s+` + regexp.QuoteMeta(lower(next))).MatchString(low) {
			return true
		}
		hs := strings.Fields(lower(head))
		if regexp.MustCompile(`(?:^|\s)` + regexp.QuoteMeta(hs[len(hs)-1]) + `[.!?]+\s`).MatchString(low) {
			return true // "My grandson set this up for me. wake me up …": the time said between them was read off
		}
	}
	return false
}

// toldMadeTask reports whether one of several steps makes a task with no
// time of a whole sentence of text that only tells ("שלום. אני לא בטוח
// שאני עושה את זה נכון. ביום שישי … לקנות מלפפון תזכורת." is no reminder
// "אני לא בטוח שאני עושה את זה נכון"): a sentence with no command in it,
// which the request after it was joined to.
func toldMadeTask(text string, steps []memo.Step) bool {
	for _, s := range steps {
		if s.Tasks == nil || s.Operation != memo.OpTaskCreate || !s.Tasks.NeedTime {
			continue
		}
		for _, d := range s.Tasks.Drafts {
			for _, sent := range sentences(text) {
				told := strings.TrimRight(sent, " .!?")
				if strings.EqualFold(strings.TrimSpace(d.Text), told) && tellsSomething(told) && !opensCommand(Clean(told).Text) {
					return true
				}
			}
		}
	}
	return false
}

// reTellsWord is a word a sentence that tells something is said with: a
// person or thing it is about, or a verb of being, having or saying.
var reTellsWord = compile(`(?i)(?:^|[^\p{L}'])(?:i|i'm|im|i've|i'd|my|me|we|we're|our|us|you|your|he|she|his|her|they|their|it|it's|its|this|that|there|here|` +
	`is|are|was|were|am|be|been|have|has|had|will|would|can|could|do|does|did|hope|think|know|want|need|told|said|got|wanted|` +
	`אני|אנחנו|שלי|שלנו|לי|לנו|אותי|אתה|את|אתם|שלך|הוא|היא|הם|הן|שלו|שלה|זה|זו|זאת|יש|אין|היה|הייתה|היו|יהיה|רוצה|צריך|צריכה|אמר|אמרה|סיפר|סיפרה|מקווה|חושב|חושבת|כי|פה|כאן)(?:[^\p{L}']|$)`)

// tellsSomething reports whether s, a sentence read as no request, tells
// something (see reTellsWord): "My grandson told me you can keep a
// list". Words none of which are known ("blorf the snuffle") tell
// nothing that was read.
func tellsSomething(s string) bool {
	return reTellsWord.MatchString(lower(s)) || reSignOff.MatchString(". "+s) // "Regards, Sam": a sign-off
}
