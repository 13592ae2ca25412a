package offline

import (
	"context"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// An event told in one sentence and where or what it is in the next:
// "Eye Doctor tomorrow at 3. It is at the clinic on Herzl Street", "פגישה
// עם רואה החשבון ביום ראשון ב10. זה במשרד שלו ברמת גן", "… It's about the
// tax return", "… זה לגבי הדוח השנתי". The second sentence points back at
// the event ("it", "זה", "the meeting") and names its place or its matter,
// with no time and no request of its own: it is the event's location or
// description, and the title stays the first sentence's. A second
// sentence that points back and is read neither way, or a first one that
// makes no single new event, is not dropped: the message is declined.

var (
	// reToldAfterEN opens a sentence that points back at the event told
	// before it; group 1 is what it says of it.
	reToldAfterEN = compile(`(?i)^(?:and\s+|oh\s+and\s+|also\s+)?(?:it|the\s+(?:appointment|appt|meeting|event|class|exam|test|visit|interview|session|lesson|party|dinner))` +
		`(?:'s|’s|s|\s+is|\s+will\s+be|\s+is\s+going\s+to\s+be|'ll\s+be)\s+(.+?)[.!]*$`)
	// reToldAfterHE is the same in Hebrew: "זה …", "היא …", "הפגישה …".
	reToldAfterHE = compile(`^ו?(?:זה|זו|זאת|היא|הוא|הפגישה|התור|האירוע|המבחן|השיעור|הבדיקה|המסיבה|הארוחה)\s+` +
		`(?:יהיה\s+|תהיה\s+|יתקיים\s+|תתקיים\s+|נמצא\s+|נמצאת\s+)?(.+?)[.!]*$`)
	// reWhereEN is a place after the pointer: "at the clinic on Herzl
	// Street", "in room 4", "@ Aroma", "near the mall".
	reWhereEN = compile(`(?i)^(?:at|in|@)\s*(\S.*)$|^((?:near|next\s+to|opposite|across\s+from|behind|beside)\s+\S.*)$`)
	// reWhatEN is the event's matter: "about the tax return", "for my
	// annual checkup", "a follow-up".
	reWhatEN = compile(`(?i)^(?:about|for|regarding|re)\s+(\S.*)$|^(?:a|an)\s+(\S.*)$`)
	// reWhereHE is a place after the pointer: "ב" and a noun of a place
	// (see placeNounsHE), a street, "אצל" someone, or a place near
	// another ("ליד הכניסה למושב", "מול הסניף").
	reWhereHE = compile(`^(?:ב-?ה?((?:` + alternation(placeNounsHE) + `|רחוב|שדרות|שד'|קופת\s+חולים|קופ"ח|מכבי|כללית|מאוחדת|לאומית)(?:\s.*)?)|((?:אצל|ליד|מול|קרוב\s+ל|מאחורי|ממול\s+ל)\s*\S.*))$`)
	// reWhatHE is the event's matter: "לגבי הדוח", "בנושא המשכנתא",
	// "בקשר למשכנתא", "על הדוח".
	reWhatHE = compile(`^(?:לגבי|בנושא|בעניין|בקשר\s+ל|על)\s*-?\s*(\S.*)$`)
	// reToldAfterNot are words that make the place or matter something
	// else: a list or calendar named, or a request.
	reToldAfterNot = compile(`(?i)(?:^|\s)(?:calendar|diary|list|remind|reminder|add|delete|cancel|יומן|רשימה|רשימת|תזכיר|תזכירי|תזכורת|תוסיף|תוסיפי|תמחק|תמחקי|תבטל|תבטלי)(?:\s|$|[,.!?])`)
)

// toldAfter cuts text into the sentence that tells an event and a last
// sentence that points back at it (see reToldAfterEN, reToldAfterHE). It
// returns the first part, the place and the matter the last one names
// (both "" when it names neither), and ok when text is made so. A last
// sentence with a time of its own ("It's at 4 actually") is no such
// sentence: it is read as it was.
func toldAfter(text string, now time.Time, loc *time.Location) (head, where, what string, ok bool) {
	t := strings.TrimSpace(text)
	if lengthAfter(t) != t {
		return "", "", "", false // "… ב10 במשרד. הפגישה תימשך שעתיים": its length, read as one
	}
	ends := reSentenceEnd.FindAllStringIndex(t, -1)
	if len(ends) == 0 {
		return "", "", "", false
	}
	last := ends[len(ends)-1]
	if last[1] == len(t) {
		if len(ends) == 1 {
			return "", "", "", false
		}
		last = ends[len(ends)-2] // the closing mark of the last sentence
	}
	head, tail := strings.TrimSpace(t[:last[0]]), strings.TrimSpace(t[last[1]:])
	if head == "" || reTitleBefore.MatchString(lower(head)) || singleLetterEnd(head) || !hasClock(head, now, loc) {
		return "", "", "", false
	}
	if reWeightTail.MatchString(lower(". "+tail)) && reReminderWord.MatchString(lower(head)) {
		return "", "", "", false // "remind me … at 3. It's urgent": how much it matters, dropped as chatter
	}
	said := ""
	if g := reToldAfterEN.FindStringSubmatch(tail); g != nil {
		said = g[1]
	} else if g := reToldAfterHE.FindStringSubmatch(tail); g != nil {
		said = g[1]
	} else {
		return "", "", "", false
	}
	if _, found, err := timeparse.Parse(said, now, loc); err != nil || found {
		return "", "", "", false // "It's at 4 actually", "זה ביום שני": a time, read as it was
	}
	if reToldAfterNot.MatchString(lower(said)) || strings.ContainsAny(said, "?") {
		return head, "", "", true
	}
	return head, placeSaid(said), matterSaid(said), true
}

// placeSaid is the place said names ("at the clinic on Herzl Street" →
// "the clinic on Herzl Street", "במשרד שלו" → "המשרד שלו"), or "".
func placeSaid(said string) string {
	if g := reWhereEN.FindStringSubmatch(said); g != nil {
		if g[2] != "" {
			return boundPlace(g[2]) // "near the mall"
		}
		first, _, _ := strings.Cut(toLower(strings.TrimPrefix(g[1], "the ")), " ")
		if notPlaceEN[strings.Trim(first, ",.!")] {
			return "" // "in the morning", "at the latest"
		}
		return boundPlace(g[1])
	}
	g := reWhereHE.FindStringSubmatch(said)
	if g == nil {
		return ""
	}
	if g[2] != "" {
		return boundPlace(g[2]) // "אצל ההורים"
	}
	place := g[1]
	noun, _, _ := strings.Cut(place, " ")
	if strings.HasPrefix(said, "בה") || strings.HasPrefix(said, "ב-ה") || strings.Contains(noun, "'") || strings.Contains(noun, "\"") {
		return boundPlace(place) // said with its article, or a short form
	}
	switch {
	case noun == "רחוב" || noun == "שדרות" || noun == "מכבי" || noun == "כללית" || noun == "מאוחדת" || noun == "לאומית":
		return boundPlace(place) // a street's or a clinic's name takes no article
	case strings.HasPrefix(place, "בית ") || strings.HasPrefix(place, "קופת ") || strings.HasPrefix(place, "גן "):
		return boundPlace(place) // "בית חולים איכילוב": a name of two words
	}
	return boundPlace("ה" + place) // "במשרד שלו" is at "המשרד שלו"
}

// matterSaid is the matter said names ("about the tax return" → "the tax
// return"), or "".
func matterSaid(said string) string {
	if placeSaid(said) != "" {
		return ""
	}
	if g := reWhatEN.FindStringSubmatch(said); g != nil {
		return boundPlace(firstOf(g[1:]))
	}
	if g := reWhatHE.FindStringSubmatch(said); g != nil {
		return boundPlace(g[1])
	}
	return ""
}

// boundPlace is s trimmed, or "" when it is too long to be a place or a
// matter.
func boundPlace(s string) string {
	s = strings.Trim(strings.TrimSpace(s), " ,.!\"'“”")
	if len([]rune(s)) > 80 {
		return ""
	}
	return s
}

// planToldAfter plans a message made as toldAfter reads it: the first
// part's plan, its one new event given the place or matter; any other
// plan, or a last sentence that names neither, is declined.
func (p *Planner) planToldAfter(ctx context.Context, req memo.PlanRequest) (memo.Plan, bool, error) {
	head, where, what, ok := toldAfter(req.Text, req.Now, req.Loc)
	if !ok {
		return memo.Plan{}, false, nil
	}
	sub := req
	sub.Text = head
	plan, err := p.Plan(ctx, sub)
	plan.Text = req.Text
	if err != nil {
		return plan, true, err
	}
	d := oneNewEvent(plan.Steps)
	switch {
	case d == nil || where == "" && what == "" || where != "" && d.Location != "" || what != "" && d.Description != "":
		plan.Steps, plan.Tentative = []memo.Step{general(memo.OpUnknown, "")}, false
	case where != "":
		d.Location = where
	default:
		d.Description = what
	}
	return plan, true, nil
}

// oneNewEvent is the one event steps create, or nil when they do other
// things or create more than one.
func oneNewEvent(steps []memo.Step) *memo.EventDraft {
	if len(steps) != 1 || steps[0].Calendar == nil || steps[0].Operation != memo.OpEventCreate && steps[0].Operation != memo.OpEventCreateRecurring || len(steps[0].Calendar.Drafts) != 1 {
		return nil
	}
	return &steps[0].Calendar.Drafts[0]
}
