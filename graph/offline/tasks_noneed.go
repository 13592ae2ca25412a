package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A thing said to be no longer needed, and then deleted by a pronoun, in
// one message: "no need to call the bank anymore, delete it", "I don't
// have to renew the passport after all - remove that", "אין צורך לקנות
// חלב יותר, תמחק את זה". The pronoun stands for the thing just named, so
// the delete names it. A thing one need not go to, or needs no more,
// is an event ("I don't need to go to the dentist tomorrow cancel it",
// "no need for the gym thing anymore delete it", "אני לא צריך ללכת לקופת
// חולים מחר תבטל", "לא צריך את התור לרופא מחר, תמחק"): it and its day,
// if said, select the event as after "cancel". The command may close
// with no pause and no object.

var (
	// reNoNeedLeadEN and reNoNeedLeadHE say a thing is no longer needed;
	// "no need", "לא צריך" are taken off by Clean, which marks the message
	// Dismiss.
	reNoNeedLeadEN = re(`^(?:there'?s\s+)?(?:no\s+need|(?:i\s+|we\s+)?(?:don'?t|do\s+not|no\s+longer)\s+(?:need|have)|(?:i\s+)?(?:won'?t|will\s+not)(?:\s+need)?)\s+`)
	reNoNeedLeadHE = re(`^(?:(?:אני|אנחנו)\s+(?:כבר\s+)?לא\s+(?:צריך|צריכה|צריכים|צריכות)(?:\s+(?:כבר|יותר))?|אין\s+צורך|כבר\s+לא\s+צריך|לא\s+צריך\s+כבר|לא\s+צריך\s+יותר|לא\s+צריכה\s+כבר|כבר\s+לא\s+צריכה)\s+`)
	// reNoNeedThing opens a name that is a place to go to or a thing had,
	// not a deed: "go to the dentist", "for the gym thing", "ללכת לקופת
	// חולים", "את התור לרופא". Group 1 is the thing.
	reNoNeedThing = re(`^(?:(?:go|to\s+go|going)\s+to\s+|attend\s+|make\s+it\s+to\s+|for\s+)(.+?)(?:\s+(?:thing|thingy|stuff))?$|` +
		`^(?:(?:ללכת|לנסוע|להגיע)\s+(?:ל-?|אל\s+)|את\s+)(.+)$`)
	// reNoNeedEN and reNoNeedHE are the rest: the thing, and its delete
	// by a pronoun.
	reNoNeedEN = re(`^(?:to\s+)?(.+?)(?:\s+(?:anymore|any\s+more|after\s+all|now))?(?:\s*[,.;:\-–—]+\s*|\s+)(?:so\s+|just\s+|you\s+can\s+|can\s+you\s+)?` +
		`(?:delete|remove|cancel|drop|erase)(?:\s+(?:it|that|this|the\s+reminder|the\s+task))?$`)
	reNoNeedHE = re(`^(?:(?:כבר|יותר)\s+)?(.+?)(?:\s+(?:יותר|כבר|בסוף))?(?:\s*[,.;:\-–—]+\s*|\s+)(?:אז\s+)?` +
		`(?:תמחק|תמחקי|תבטל|תבטלי|תוריד|תורידי|מחק|בטל)(?:\s+(?:את\s+)?(?:זה|אותו|אותה|התזכורת|המשימה))?$`)
)

// noLongerNeeded reads the whole of a cleaned message as a thing no
// longer needed and its delete.
func noLongerNeeded(req memo.PlanRequest, c Cleaned) ([]memo.Step, bool) {
	text := strings.TrimRight(strings.TrimSpace(c.Text), ".!")
	low := toLower(text)
	if len(low) != len(text) {
		return nil, false
	}
	lead := reNoNeedLeadEN.FindStringIndex(low)
	if lead == nil {
		lead = reNoNeedLeadHE.FindStringIndex(low)
	}
	switch {
	case lead != nil:
		text, low = text[lead[1]:], low[lead[1]:]
	case !c.Dismiss:
		return nil, false
	}
	g := reNoNeedEN.FindStringSubmatchIndex(low)
	if g == nil {
		g = reNoNeedHE.FindStringSubmatchIndex(low)
	}
	if g == nil {
		return nil, false
	}
	name := strings.TrimSpace(text[g[2]:g[3]])
	if name == "" || isPronounWord(name) {
		return nil, false
	}
	if t := reNoNeedThing.FindStringSubmatch(name); t != nil {
		return noNeedEvent(req, strings.TrimSpace(firstOf(t[1:])))
	}
	return []memo.Step{taskStep(memo.OpTaskDelete, memo.TaskArgs{Targets: []string{name}})}, true
}

// noNeedEvent deletes the event thing names, with its day if said, as
// "cancel <thing>" does. With a list in focus the thing may be an item,
// and nothing is read.
func noNeedEvent(req memo.PlanRequest, thing string) ([]memo.Step, bool) {
	if thing == "" || isPronounWord(thing) || req.Focus != nil && req.Focus.Kind == memo.FocusList {
		return nil, false
	}
	sub := req
	sub.Text = "cancel " + thing
	if hebrewText(thing) {
		sub.Text = "תבטל את " + thing
	}
	steps, ok, err := matchEventDelete(newMessage(sub))
	if err != nil || !ok || len(steps) != 1 {
		return nil, false
	}
	return steps, true
}

// isPronounWord reports whether s is a pronoun and nothing more.
func isPronounWord(s string) bool {
	switch toLower(s) {
	case "it", "that", "this", "זה", "אותו", "אותה":
		return true
	}
	return false
}
