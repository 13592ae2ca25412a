package offline

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A correction inside the message that makes a thing replaces what it
// corrects, of the same kind, and the rest of the message is kept: a
// place ("gig at the blue bar, no wait, at the jazz club on friday 9pm",
// "יש לי הופעה בלבונטין... לא רגע בחיפה, בקפה פוסט ביום חמישי ב9") or a
// when given to a thing whose hour was still to be asked ("dinner with
// Dana tomorrow, no wait, thursday at 7"). The message is read again
// with the later words in the place of the earlier ones, so the thing
// keeps its noun ("הופעה") and takes its hour as said whole. A place
// said after a thing that names none, or a message read again into no
// one thing, is not read so.

// rePlacePrepEN is a place's preposition opening words: "at the jazz
// club", "in haifa", "@ the office".
var rePlacePrepEN = compile(`(?i)^(?:at|in|@)\s+\S`)

// heNotPlace are Hebrew words with ב that name no place.
var heNotPlace = wordSet(`בבקשה בערך בעצם בכלל בדיוק בטח בסדר בגלל בשביל בלי ביחד בינתיים בעוד בתוך`)

// placeOpens reports whether s opens with a place said with its
// preposition: no time opens it.
func placeOpens(s string, req memo.PlanRequest) bool {
	first, _, _ := strings.Cut(s, " ")
	first = strings.TrimRight(first, pauseMarks)
	named := 0 // where the place's name begins: after "at", in the word with ב
	switch {
	case rePlacePrepEN.MatchString(s):
		named = len(first) + 1
	case hebrewText(first) && strings.HasPrefix(first, "ב") && utf8.RuneCountInString(first) >= 3 && !heNotPlace[first]:
	default:
		return false
	}
	r, found, err := timeparse.Parse(s, req.Now, req.Loc)
	if err != nil {
		return false
	}
	return !found || len(r.Spans) == 0 || r.Spans[0][0] > named // "at 1", "בשלוש": a time
}

// placeThenRest splits s, words that open with a place, into the place
// (to the first time said, or the end) and the rest.
func placeThenRest(s string, req memo.PlanRequest) (place, rest string) {
	end := len(s)
	if r, found, err := timeparse.Parse(s, req.Now, req.Loc); err == nil && found && len(r.Spans) > 0 {
		end = r.Spans[0][0]
	}
	place = trimJoiners(s[:end])
	return place, strings.TrimSpace(s[len(place):])
}

// trimJoiners takes off the end of s the words and marks that only join
// it to a time after it: "at the jazz club on" → "at the jazz club".
func trimJoiners(s string) string {
	for {
		t := strings.TrimRight(s, " ,;-–—")
		for _, j := range []string{" on", " at", " in", " for", " ב", " ו", " ב-"} {
			t = strings.TrimSuffix(t, j)
		}
		if t == s {
			return s
		}
		s = t
	}
}

// lastPlace is where the last place said with its preposition stands in
// head, outside the times head says; ok is false when it says none.
func lastPlace(head string, req memo.PlanRequest) (from, to int, ok bool) {
	var spans [][2]int
	if r, found, err := timeparse.Parse(head, req.Now, req.Loc); err == nil && found {
		spans = r.Spans
	}
	inTime := func(i int) bool {
		for _, sp := range spans {
			if i >= sp[0] && i < sp[1] {
				return true
			}
		}
		return false
	}
	for i := len(head) - 1; i > 0; i-- {
		if head[i-1] != ' ' || inTime(i) || !placeOpens(head[i:], req) {
			continue
		}
		end := len(head)
		for _, sp := range spans {
			if sp[0] > i && sp[0] < end {
				end = sp[0]
			}
		}
		return i, i + len(trimJoiners(head[i:end])), true
	}
	return 0, 0, false
}

// placeCorrected plans head with the place that opens when, the words
// after a correction's lead, in the place of the last one head says, and
// the rest of when after it; ok is false when when opens with no place,
// head says none, or the message so read makes no one thing. A lead read
// only between two times (between: "sorry" with no pause) is read so
// between two places too: "… at the library sorry in room 4 …".
func (p *Planner) placeCorrected(ctx context.Context, req memo.PlanRequest, head, when string, between bool) (memo.Plan, bool) {
	if !placeOpens(when, req) {
		return memo.Plan{}, false
	}
	from, to, ok := lastPlace(head, req)
	if !ok || between && to != len(head) {
		return memo.Plan{}, false // "meeting on friday at 10, no wait, at the cafe": a place added, or the time corrected?
	}
	place, rest := placeThenRest(when, req)
	return p.readAgain(ctx, req, head[:from]+place+head[to:]+" "+rest)
}

// whenAnew plans head, whose event asks its hour, with when, the time a
// correction gives, in the place of the last time head says ("dinner with
// Dana tomorrow, no wait, thursday at 7" → "dinner with Dana thursday at
// 7"); ok is false when head says no time or the message so read makes no
// one thing.
func (p *Planner) whenAnew(ctx context.Context, req memo.PlanRequest, head, when string) (memo.Plan, bool) {
	r, found, err := timeparse.Parse(head, req.Now, req.Loc)
	if err != nil || !found || len(r.Spans) == 0 {
		return memo.Plan{}, false
	}
	last := r.Spans[len(r.Spans)-1]
	plan, ok := p.readAgain(ctx, req, head[:last[0]]+when+head[last[1]:])
	if !ok || asksHour(plan.Steps) {
		return memo.Plan{}, false
	}
	return plan, true
}

// readAgain plans text, a message with its correction put in place; ok
// when it makes one event or one reminder.
func (p *Planner) readAgain(ctx context.Context, req memo.PlanRequest, text string) (memo.Plan, bool) {
	sub := req
	sub.Text = oneSpace(strings.TrimSpace(text))
	plan, err := p.Plan(ctx, sub)
	if err != nil || len(plan.Steps) != 1 || oneNewEvent(plan.Steps) == nil && plan.Steps[0].Operation != memo.OpTaskCreate {
		return memo.Plan{}, false
	}
	if t := plan.Steps[0].Tasks; t != nil && len(t.Drafts) != 1 {
		return memo.Plan{}, false
	}
	return plan, true
}

// asksHour reports whether steps make one thing whose hour is still to be
// asked.
func asksHour(steps []memo.Step) bool {
	if len(steps) != 1 {
		return false
	}
	s := steps[0]
	return s.Calendar != nil && s.Calendar.NeedTime || s.Tasks != nil && s.Tasks.NeedTime
}
