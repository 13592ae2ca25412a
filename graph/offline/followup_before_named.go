package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A reminder counted back from a thing named, with a deed of its own:
// "remind me 30 min before the showing to grab the lockbox code",
// "תזכירי לי חצי שעה לפני הפגישה להביא את המפתח". The thing is the item
// in focus when its title names it: the reminder is the deed, due when
// the thing is, coming the lead before it (so "make it an hour before"
// counts a new lead from the same time). A thing not in focus has no time
// Memo knows: the deed is kept with its lead, and its time is asked. A
// thing a day names ("2 days before christmas") is left to the reminder
// readers, and so is a lead to an evening ("the night before").

// beforeNamed reads a reminder counted back from a thing named, with its
// deed. ok is false when text is no such reminder.
func (m *message) beforeNamed(text string) ([]memo.Step, bool) {
	low := toLower(text)
	if len(low) != len(text) || !strings.Contains(low, "remind") && !strings.Contains(low, "תזכ") {
		return nil, false // a cheap test before the patterns
	}
	he := hebrewText(text)
	head := reBeforeHeadEN
	if he {
		head = reBeforeHeadHE
	}
	h := head.FindStringIndex(low)
	if h == nil || h[1] == 0 {
		return nil, false
	}
	l, g, ok := findLead(low[h[1]:])
	if !ok || g[0] != 0 || l.part != 0 {
		return nil, false
	}
	rest := strings.TrimSpace(text[h[1]+g[1]:])
	thing, deed, ok := namedThenDeed(rest, he)
	if !ok {
		return nil, false
	}
	if _, found, err := parseAnyDay(thing); found || err != nil || m.leadCountsADay(text, [2]int{h[1] + g[0], h[1] + g[1]}) {
		return nil, false // "2 days before christmas": a day, read as one
	}
	if _, found, err := parseAnyDay(deed); found || err != nil {
		return nil, false // "… to pack at 9": a time of its own
	}
	lead := l.duration()
	d := memo.TaskDraft{Text: deed, Lead: lead}
	f := m.req.Focus
	if f == nil || f.When == nil || f.Kind != memo.FocusEvent && f.Kind != memo.FocusTask || f.AllDay || !topicOfFocus(thing, f) {
		// Not the thing in focus: when it is, is asked.
		return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{d}, NeedTime: true})}, true
	}
	when := f.When.In(m.loc())
	if !when.Add(-lead).After(m.now()) {
		return []memo.Step{general(memo.OpUnknown, "")}, true // its moment has passed: not guessed
	}
	d.DueDate = &when
	return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{d}})}, true
}

// namedThenDeed cuts rest, said after the lead, into the thing named and
// the deed: "the showing to grab the lockbox code", "הפגישה להביא את
// המפתח". ok is false when either is missing or the thing is no short
// name.
func namedThenDeed(rest string, he bool) (thing, deed string, ok bool) {
	if he {
		w := strings.Fields(rest)
		i := 1
		for i < len(w) && !(strings.HasPrefix(w[i], "ל") && heInfinitiveVerb(w[i])) {
			i++ // "התור לרופא להטעין …": the first verb, not "to" a noun
		}
		if i >= len(w) {
			return "", "", false
		}
		thing, deed = strings.Join(w[:i], " "), strings.Join(w[i:], " ")
	} else {
		i := strings.Index(toLower(rest), " to ")
		if i < 0 {
			return "", "", false
		}
		thing, deed = strings.TrimSpace(rest[:i]), strings.TrimSpace(rest[i+len(" to "):])
	}
	n := len(strings.Fields(thing))
	if n == 0 || n > 4 || deed == "" || strings.ContainsAny(thing, ",.!?:;0123456789") {
		return "", "", false
	}
	deed = CleanTitle(deed)
	return thing, deed, itemText(deed)
}
