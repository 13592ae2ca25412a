package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// An obligation the user tells of, with no command and no time, is a
// task, as "I need to call the bank tomorrow at 9" is a reminder: "i must
// book flights", "gotta call the insurance", "i've got to renew my
// passport", "need to renew my passport", "אני חייב להזמין טיסות", "צריך
// לאסוף את החליפה מהניקוי". The lead is read by reCreateEN and reCreateHE
// (reObligationEN, reObligationHE) and cut by reTrigger; the user is its
// subject or none is said ("he must book flights", "דני צריך …" are told of
// another and are no task of the user's).
//
// Not every "must" is a deed (obligationNoDeed): a word said in the
// saying of it ("I must say the weather is nice", "I have to admit that
// was fun", "אני חייב לומר שמזג האוויר יפה"), a thing said to Memo ("I
// need to tell you something", "I have to ask you"), a state ("must be
// nice", "I must have left it"), and, with no time, a want of the body or
// of leaving ("I need to sleep", "gotta go", "need to vacation lol",
// "אני צריך לישון", "חייבת ללכת"), a Hebrew want with no verb ("אני צריך
// חופש") and a question ("i must book flights?") are no task: declined,
// as a thing told in the past is.

var (
	// reObligationEN is the user's "must" before a deed: "i must", "I
	// really need to", "gotta", "i've got to", "I have got to"; the bare
	// "got to" and "I got to" also tell of the past ("got to the office at
	// 9", "I got to see Dana") and are left out.
	reObligationEN = re(`^(?:i\s+)?(?:really\s+|still\s+|also\s+|just\s+)?(?:(?:need|have|must|should)\s+to|must|gotta)\s+|` +
		`^(?:i'?ve|ive|i\s+have)\s+(?:really\s+|still\s+|also\s+|just\s+)?(?:got\s+to|gotta)\s+`)
	// reObligationHE is "אני צריך", "חייבת": the user's must in Hebrew.
	reObligationHE = re(`^(?:אני\s+)?(?:צריכה|צריך|חייבת|חייב)\s+`)
)

// noDeedEN are verbs that after "must" tell a state or what is said in
// the saying, never a thing to do: "must be nice", "I must say …", "I
// have to admit …"; and the negation, whose deed is left to the model
// ("I must not forget the passport thing").
var noDeedEN = wordSet(`be have seem feel know think wonder guess suppose love hate like admit confess agree disagree
	say hand not never לא`)

// saidToEN are the words after a verb that make it said to Memo or in
// the saying ("tell you", "ask u", "mention that …").
var saidToEN = wordSet(`you u ya yall y'all that`)

// wantsEN are verbs of the body's wants or of leaving: with no time and
// nothing after them but "now", "soon" or a part of leaving ("gotta go",
// "I need to sleep", "need to get going") they are how the user is, not a
// task.
var wantsEN = wordSet(`sleep rest relax chill nap pee poop breathe cry vent focus concentrate calm vacation holiday
	go run leave dash bounce head eat stop get`)

// wantTailEN are the words that may follow a want of wantsEN and leave it
// one: "gotta go now", "need to calm down", "gotta get going".
var wantTailEN = wordSet(`now soon rn asap already down off out away going some more early tonight`)

// saidHE are the Hebrew verbs of saying: before a clause opened by ש, a
// "you" or a pause they are said in the saying ("אני חייב לומר שמזג
// האוויר יפה", "צריך להגיד לך משהו").
var saidHE = wordSet(`לומר להגיד לציין להודות להתוודות לספר להוסיף להסכים לשאול להזכיר`)

// saidToHE are the words after a Hebrew verb of saying that make it said
// to Memo: "לך", "אותך".
var saidToHE = wordSet(`לך לכם אותך אותכם`)

// noDeedHE are Hebrew infinitives of a state or of the body's wants and
// of leaving; with no time and nothing after them but "עכשיו", "כבר" or
// "קצת" they are no task ("אני צריך לישון", "חייבת ללכת").
var noDeedHE = wordSet(`להיות לישון לנוח להירגע לנשום לבכות לפרוק להתרכז לחשוב ללכת לזוז לרוץ לצאת לאכול
	לעוף לברוח לנמנם`)

// noDeedTailHE may follow a Hebrew want of noDeedHE and leave it one.
var noDeedTailHE = wordSet(`עכשיו כבר קצת מפה מכאן הביתה לישון היום`)

// obligationNoDeed reports whether steps, a task made of raw, the user's
// obligation (see above), keep what is no deed: its title a word of the
// saying, a state, or, with no time, a want, a noun or a question.
func obligationNoDeed(raw string, steps []memo.Step) bool {
	if len(steps) != 1 || steps[0].Operation != memo.OpTaskCreate || steps[0].Tasks == nil || len(steps[0].Tasks.Drafts) != 1 {
		return false
	}
	d := steps[0].Tasks.Drafts[0]
	timed := d.DueDate != nil || d.Recurrence != nil || steps[0].Tasks.NeedTime
	ws := strings.Fields(toLower(d.Text))
	for i := range ws {
		ws[i] = strings.Trim(ws[i], ",.!?:;\"'()")
	}
	if len(ws) == 0 {
		return false
	}
	if strings.HasSuffix(strings.TrimSpace(d.Text), ",") || strings.Contains(d.Text, ", ") && saidHE[ws[0]] {
		return true // "אני חייבת לומר, …"
	}
	second := ""
	if len(ws) > 1 {
		second = ws[1]
	}
	switch {
	case noDeedEN[ws[0]] && !(ws[0] == "say" && sayToSomeone(ws)):
		return true
	case saidToEN[second] || saidToHE[second]:
		return true // "tell you something", "להגיד לך משהו"
	case saidHE[ws[0]] && (second == "" || strings.HasPrefix(second, "ש")):
		return true // "לומר שמזג האוויר יפה"
	case (ws[0] == "לומר" || ws[0] == "להגיד") && !strings.HasPrefix(second, "ל"):
		return true // "להגיד תודה": to whom is not said
	}
	if timed {
		return false
	}
	if strings.HasSuffix(strings.TrimRight(raw, " .!"), "?") {
		return true // "i must book flights?": asked, not told
	}
	he := isHebrewWord(ws[0])
	if he && !heInfinitiveVerb(ws[0]) && !heInfinitives[ws[0]] {
		return true // "אני צריך חופש": a want, with no deed
	}
	wants, tail := wantsEN, wantTailEN
	if he {
		wants, tail = noDeedHE, noDeedTailHE
	}
	if !wants[ws[0]] {
		return false
	}
	for _, w := range ws[1:] {
		if !tail[w] {
			return false // "go to the bank", "לצאת לדואר": an errand
		}
	}
	return true
}

// sayToSomeone reports whether ws, a deed opening with "say", says to
// whom ("say sorry to mom", "say goodbye to grandma"), not to Memo.
func sayToSomeone(ws []string) bool {
	for i, w := range ws[1:] {
		if w == "to" && i+2 < len(ws) && !saidToEN[ws[i+2]] {
			return true
		}
	}
	return false
}
