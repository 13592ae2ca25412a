package offline

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A time corrected in the middle of the request, its words after the
// correction: "remind me at 4, no wait 5, to call the bank", "remind me
// tomorrow, no, thursday to call the bank", "תזכיר לי בארבע, לא רגע,
// בחמש, להתקשר לבנק", "תזכיר לי מחר, סליחה, ביום חמישי להתקשר לבנק". The
// words before the correction end in the time it corrects, and say no
// whole request alone ("remind me at 4"); the words after it open with
// the new time, whole, and go on with the rest of the request. The
// request is read with the first time and the rest, and moved to the
// new time as a correction said at its end is (planCorrectedInPlace).
// When the words before it make a whole thing already ("remind me to
// call the bank at 4, no wait, 5 i keep forgetting"), what follows is
// not guessed to belong to it.

// correctionBetweenTimes are correction leads read only between two
// times, with or without a pause ("at 4 sorry 5", "מחר סליחה ביום
// חמישי"): alone, they are words of many an item ("say sorry to dan",
// "wait for the plumber").
var correctionBetweenTimes = []string{
	"sorry", "i mean", "or rather", "make that", "wait", "hold on",
	"סליחה", "סורי", "כלומר", "רגע", "בעצם", "התכוונתי",
}

// correctionPausedNo are the bare "no" of a correction, read only between
// two times and between two pauses ("tomorrow, no, thursday", "בארבע,
// לא, בחמש"): without them "no" and "לא" are words of a request ("no
// later than 5", "לא בשלוש אלא בארבע").
var correctionPausedNo = []string{"no", "nope", "nah", "לא"}

// betweenTimesCorrection is where the last correction lead read only
// between two times stands in low (see correctionBetweenTimes), or nil.
func betweenTimesCorrection(low string) []int {
	var loc []int
	standalone := func(at, end int, paused bool) bool {
		if at <= 0 || end > len(low) {
			return false
		}
		before, _ := utf8.DecodeLastRuneInString(low[:at])
		if !strings.ContainsRune(pauseMarks, before) {
			return false
		}
		if paused && !strings.ContainsRune(correctionPauses, lastNonSpace(low[:at])) {
			return false
		}
		if end == len(low) {
			return true
		}
		after, _ := utf8.DecodeRuneInString(low[end:])
		if paused {
			rest := strings.TrimLeft(low[end:], " ")
			next, _ := utf8.DecodeRuneInString(rest)
			return rest != "" && strings.ContainsRune(correctionPauses, next)
		}
		return strings.ContainsRune(pauseMarks, after)
	}
	try := func(leads []string, paused bool) {
		for _, l := range leads {
			for from := 0; ; {
				at := strings.Index(low[from:], l)
				if at < 0 {
					break
				}
				at += from
				if end := at + len(l); standalone(at, end, paused) && (loc == nil || at > loc[0]) {
					loc = []int{at, end}
				}
				from = at + len(l)
			}
		}
	}
	try(correctionBetweenTimes, false)
	try(correctionPausedNo, true)
	return loc
}

// lastNonSpace is the last rune of s that is no space.
func lastNonSpace(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(s, " "))
	return r
}

// timeThenRest splits when, the words after a correction, into the time
// that opens it, whole, and the rest of the request after it; ok is false
// when no time opens it or nothing follows it.
func timeThenRest(when string, req memo.PlanRequest) (at, rest string, ok bool) {
	words := strings.Fields(when)
	for k := len(words) - 1; k >= 1; k-- {
		cand := strings.TrimRight(strings.Join(words[:k], " "), pauseMarks)
		said := cand
		if reBareClock.MatchString(said) {
			said = "at " + said // "no wait 5, to call the bank": an hour
		}
		r, found, err := timeparse.Parse(said, req.Now, req.Loc)
		if err != nil || !found || strings.Trim(r.Remainder(said), pauseMarks) != "" {
			continue
		}
		if strings.ContainsAny(words[k-1][len(words[k-1])-1:], ".!?…") {
			return "", "", false // "… מחר ב-18:00. בברכה, משה": a sentence of its own follows
		}
		rest = strings.TrimLeft(strings.Join(words[k:], " "), pauseMarks)
		return cand, rest, rest != "" && !onlyCourtesy(rest)
	}
	return "", "", false
}

// midCorrection reads a time corrected in the middle of the request (see
// above): the request with the time it corrects and the rest of it, and
// the new time; ok is false when text is no such request.
func (p *Planner) midCorrection(ctx context.Context, req memo.PlanRequest, head, when string) (request, at string, ok bool) {
	if !endsInTime(strings.TrimRight(head, pauseMarks)) {
		return "", "", false
	}
	at, rest, ok := timeThenRest(when, req)
	if !ok {
		return "", "", false
	}
	sub := req
	sub.Text = head
	alone, err := p.Plan(ctx, sub)
	if err != nil {
		return "", "", false
	}
	// "dinner with Dana at 7 sorry 8 tomorrow": what follows the new time
	// is the rest of its when, which belongs to the thing whole.
	whenOnly := timeSaidAlone(rest)
	if whenOnly && timeSaidAlone(when) {
		return "", "", false // "…, no wait, thursday at 8": the new time whole
	}
	if d := oneTimedReminder(alone.Steps); d != nil && d.Text != "" && !whenOnly {
		return "", "", false // "remind me to call the bank at 4, no wait, 5 i keep forgetting"
	}
	if e := oneNewEvent(alone.Steps); e != nil && e.Summary != "" && !whenOnly {
		return "", "", false
	}
	return strings.TrimRight(head, pauseMarks) + " " + rest, at, true
}

// askedHourOf is the one reminder steps would create once told the hour
// of the day it has, or nil.
func askedHourOf(steps []memo.Step) *memo.TaskDraft {
	if len(steps) != 1 || steps[0].Operation != memo.OpTaskCreate || steps[0].Tasks == nil || !steps[0].Tasks.NeedTime || len(steps[0].Tasks.Drafts) != 1 {
		return nil
	}
	d := &steps[0].Tasks.Drafts[0]
	if d.DueDate == nil || steps[0].Tasks.Within != 0 || steps[0].Tasks.WithinMonth || d.Recurrence != nil || d.Lead != 0 {
		return nil
	}
	return d
}
