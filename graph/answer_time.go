package graph

import (
	"regexp"
	"strings"

	"github.com/memo-assistant/memo/lexicon"
	"github.com/memo-assistant/memo/resolution"
)

// onlyATime reports whether rest, what an answer to "what time should I
// remind you about subject?" holds besides its time, says nothing more:
// filler ("ok", "please", "make it", "בבקשה"), or words of the subject
// itself ("9 for the bills"). Words beyond those are another request
// ("8 tonight and again at 10 to take my pills"), which the time it
// holds does not answer.
func onlyATime(rest, subject string) bool {
	subj := map[string]bool{}
	for _, w := range strings.Fields(resolution.Normalize(subject)) {
		subj[w], subj[bare(w)] = true, true
	}
	for _, w := range strings.Fields(resolution.Normalize(rest)) {
		if b := bare(w); timeFiller[w] || subj[w] || subj[b] || timeFiller[b] {
			continue
		}
		return false
	}
	return true
}

// bare is w without the Hebrew prefix letters it may carry (at most two,
// leaving two letters at least).
func bare(w string) string {
	forms := resolution.WordForms(w)
	return forms[len(forms)-1]
}

// bareHourAnswer returns "at N" when text is one number that reads as an
// hour ("9", "9:30") with nothing around it but politeness ("9 please",
// "ok 10", "נגיד 9"): to "what time?" it is that o'clock.
func bareHourAnswer(text string) (string, bool) {
	nums := reHourNumber.FindAllStringIndex(text, -1)
	if len(nums) != 1 {
		return "", false
	}
	n := text[nums[0][0]:nums[0][1]]
	for _, w := range strings.Fields(resolution.Normalize(text[:nums[0][0]] + " " + text[nums[0][1]:])) {
		if !politeWords[w] {
			return "", false
		}
	}
	return "at " + n, true
}

// reHourNumber is a number, with minutes after a colon or a dot: the
// time grammar tells whether it is an hour ("9", "9:30", "930").
var reHourNumber = regexp.MustCompile(`\d+(?:[:.]\d+)?`)

// politeWords may stand around a bare hour answering "what time?".
var politeWords = wordSet(`ok okay sure yes yeah yep please pls plz thanks thx ty make it lets say
		maybe i guess um umm hmm at around about
		אוקיי אוקי כן בסדר בבקשה תודה נגיד תעשה תעשי בערך ב סביב`)

// timeFiller are the words an answer to "what time?" may hold besides the
// time, in the forms resolution.Normalize leaves.
var timeFiller = wordSet(`
		ok okay k kk sure yes yeah yep yup fine good great cool alright right perfect
		please pls plz thanks thank thx ty you
		make it its let lets say set do put for at on in by around about approx
		approximately roughly like maybe probably guess think i suppose then so just
		actually um umm uh uhh hmm hm er well oh ah a the that this one time
		oclock sharp ish works would should could be is will remind me reminder
		how what oops sorry no nope wait meant mean instead to them of as an
		אוקיי אוקי אוקיי בסדר טוב כן יאללה סבבה מעולה אחלה נו
		תודה בבקשה רבה
		נגיד תעשה תעשי תשים תשימי שים שימי קבע קבעי תקבע תקבעי
		זה את אותו אותה על סביב בערך אולי כנראה אז רק בעצם
		שעה בשעה יהיה תזכיר תזכירי לי תזכורת אני חושב חושבת
		אממ אמ הממ אה אהה אופס סליחה לא רגע התכוונתי מתכוון מתכוונת במקום
	`)

// wordSet is lexicon.WordSet.
var wordSet = lexicon.WordSet
