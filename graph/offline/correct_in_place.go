package offline

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A time corrected within the message that set it: "remind me next monday
// at 10 to file the brief oh wait make that tuesday", "remind me tomorrow
// at 5 to call the bank, no wait, 6", "תזכיר לי מחר ב-5 להתקשר לבנק, רגע,
// בעצם ב-6", "… ביום שני ב-10 …, סליחה, התכוונתי ליום שלישי". What comes
// before the correction is read as a request of its own; when it makes
// one reminder or one event with a time, the correction moves it the way
// a follow-up would ("make it tuesday" keeps the hour, "6" keeps the day
// and takes the half of the day nearer the first hour). A correction of
// anything but the time, or of a request that makes something else, is
// declined as before: what it corrects is not known.

// reCorrectedTo are the words between a correction lead and the time it
// gives: "make that", "i mean", "בעצם", "התכוונתי".
var reCorrectedTo = compile(`^(?:(?:no|nah|actually|sorry|i\s+mean|i\s+meant|make\s+(?:that|it)|let'?s\s+say|לא|בעצם|סליחה|התכוונתי|כלומר|שיהיה|תעשה|תעשי)` + sep + `)*`)

// reBareClock is an hour said alone, with its minutes or without.
var reBareClock = compile(`^\d{1,2}(?:[:.]\d{2})?$`)

// planCorrectedInPlace plans a request whose time is corrected within it
// (see above); ok is false when req.Text holds no such correction.
func (p *Planner) planCorrectedInPlace(ctx context.Context, req memo.PlanRequest) (memo.Plan, bool, error) {
	head, when, between, ok := correctedTime(req.Text)
	if !ok {
		return memo.Plan{}, false, nil
	}
	if plan, ok := p.placeCorrected(ctx, req, head, when, between); ok {
		return plan, true, nil // "gig at the blue bar, no wait, at the jazz club on friday 9pm"
	}
	if request, at, ok := p.midCorrection(ctx, req, head, when); ok {
		head, when = request, at // "remind me at 4, no wait 5, to call the bank"
	} else if between && !endsInTime(strings.TrimRight(head, pauseMarks)) {
		return memo.Plan{}, false, nil // "say sorry to dan": a lead read only between two times
	}
	if reBareClock.MatchString(when) {
		when = "at " + when // "no wait, 6", "make it 11:30": an hour
	}
	r, found, err := timeparse.Parse(when, req.Now, req.Loc)
	// "… wait actually whenever": a correction said with no pause that
	// reads as no time is declined below, as a time said anew with more
	// after it is ("…, no wait, tmrw at 7pm i keep forgetting"), when the
	// request before it makes a thing.
	anew := err == nil && !found && runOnCorrection(toLower(req.Text))
	if !anew && (err != nil || !found) {
		return memo.Plan{}, false, nil
	}
	if !anew && !onlyCourtesy(r.Remainder(when)) {
		if len(r.Spans) == 0 || !onlyConnectives(when[:r.Spans[0][0]]) {
			return memo.Plan{}, false, nil
		}
		anew = true
	}
	sub := req
	sub.Text = head
	plan, err := p.Plan(ctx, sub)
	plan.Text = req.Text
	if err != nil {
		return memo.Plan{}, false, nil
	}
	asked, timed, event := askedWhen(plan.Steps), oneTimedReminder(plan.Steps), oneNewEvent(plan.Steps)
	if r.HasTime && !anew && event != nil && asksHour(plan.Steps) && len(r.Spans) > 0 {
		when := when[r.Spans[0][0]:r.Spans[len(r.Spans)-1][1]] // "… tomorrow at 6pm thxx": the time alone
		if again, ok := p.whenAnew(ctx, req, head, when); ok {
			return again, true, nil // "dinner with Dana tomorrow, no wait, thursday at 7"
		}
	}
	if d := askedHourOf(plan.Steps); d != nil && r.HasDate && !r.HasTime && !anew && onlyCourtesy(r.Remainder(when)) {
		// "remind me to call the bank tomorrow, no, thursday": the day
		// moves, and the hour is still asked.
		day := Moved(*d.DueDate, r.Time, memo.MoveDay, req.Loc)
		if day.In(req.Loc).Format("2006-01-02") < req.Now.In(req.Loc).Format("2006-01-02") {
			plan.Steps, plan.Tentative = []memo.Step{general(memo.OpUnknown, "")}, false
			return plan, true, nil
		}
		d.DueDate = &day
		return plan, true, nil
	}
	if event != nil && (event.Recurrence != nil || event.AllDay || event.Start.IsZero()) {
		event = nil
	}
	if asked == nil && timed == nil && event == nil {
		// No reminder or event made before the correction ("סליחה,
		// התכוונתי ליום שלישי" said of the focus): not this reader's.
		return memo.Plan{}, false, nil
	}
	decline := func() (memo.Plan, bool, error) {
		plan.Steps, plan.Tentative = []memo.Step{general(memo.OpUnknown, "")}, false
		return plan, true, nil
	}
	if anew {
		return decline()
	}
	move := memo.MoveAll
	// moved is where a time at old goes: a day and an hour said without
	// its half of the day ("…, no wait, thursday at 8") take the day and
	// the half nearer the first hour, as each said alone does.
	moved := func(old time.Time) time.Time {
		if move == memo.MoveAll && r.HasDate && r.HasTime && !reAmountLead.MatchString(toLower(when)) && ambiguousHour(when, r.Time.In(req.Loc).Hour()) {
			return Moved(Moved(old, r.Time, memo.MoveDay, req.Loc), r.Time, memo.MoveNearHour, req.Loc)
		}
		return Moved(old, r.Time, move, req.Loc)
	}
	switch {
	case r.HasDate && !r.HasTime:
		move = memo.MoveDay
	case r.HasTime && !r.HasDate && ambiguousHour(when, r.Time.In(req.Loc).Hour()):
		move = memo.MoveNearHour
	case r.HasTime && !r.HasDate:
		move = memo.MoveTime
	}
	switch {
	case asked != nil && move == memo.MoveAll:
		// "remind me later to call the bank, sorry, tmrw at 7pm": the
		// time the request lacked.
		due := r.Time
		if !due.After(req.Now) {
			return decline()
		}
		asked.DueDate, plan.Steps[0].Tasks.NeedTime = &due, false
		plan.Steps[0].Tasks.Within, plan.Steps[0].Tasks.WithinMonth = 0, false
	case timed != nil:
		due := moved(*timed.DueDate)
		if !due.After(req.Now) {
			return decline()
		}
		timed.DueDate = &due
	case event != nil:
		start := moved(event.Start)
		if !start.After(req.Now) {
			return decline()
		}
		if !event.End.IsZero() {
			event.End = start.Add(event.End.Sub(event.Start))
		}
		event.Start = start
	default:
		return decline()
	}
	return plan, true, nil
}

// correctedTime splits text at its last correction lead into the request
// before it and the words after it, with the words that only lead to the
// time ("make that", "בעצם") taken off; ok is false when there is no
// lead, or nothing on either side of it. between says the lead is one
// read only between two times (betweenTimesCorrection).
func correctedTime(text string) (head, when string, between, ok bool) {
	// "… the contract no 🙏 wait actually …": the lead read as one
	// with the emoji out of it.
	text = strings.TrimSpace(squeezeSpaces(dropSymbols(text)))
	low := toLower(text)
	if len(low) != len(text) {
		return "", "", false, false
	}
	loc := lastCorrection(low)
	if loc == nil {
		// "at 4 sorry 5", "tomorrow, no, thursday": leads read only
		// between two times, which the caller checks.
		loc, between = betweenTimesCorrection(low), true
	}
	if loc == nil || loc[0] == 0 {
		return "", "", false, false
	}
	head = strings.TrimRight(text[:loc[0]], " ,;.!?…-–—")
	when = strings.TrimLeft(text[loc[1]:], pauseMarks)
	when = strings.TrimSpace(when[len(reCorrectedTo.FindString(toLower(when))):])
	when = strings.TrimRight(when, " .!?")
	if head == "" || when == "" {
		return "", "", false, false
	}
	if fs := strings.Fields(when); mendDays(fs) {
		when = strings.Join(fs, " ") // "… no wait actually toorrow at 9:30am": the day one slip off, as the head's are
	}
	return head, when, between, true
}

// oneTimedReminder is the one reminder steps create with a time of its
// own, not a repeating one and not one counted back from another time,
// or nil.
func oneTimedReminder(steps []memo.Step) *memo.TaskDraft {
	if len(steps) != 1 || steps[0].Operation != memo.OpTaskCreate || steps[0].Tasks == nil || len(steps[0].Tasks.Drafts) != 1 {
		return nil
	}
	d := &steps[0].Tasks.Drafts[0]
	if d.DueDate == nil || d.Recurrence != nil || d.Lead != 0 {
		return nil
	}
	return d
}

// onlyCourtesy reports whether s, what is left of a correction once its
// time is read, holds nothing but connectives, thanks or an aside ("…
// tomorrow at 6pm thanks", "… ngl i'm so cooked").
func onlyCourtesy(s string) bool {
	if onlyConnectives(s) || onlyAck(s) {
		return true
	}
	c := Clean(s).Text
	return c == "" || reAck.MatchString(c)
}

// askedWhen is the one reminder steps would create once told when, or
// nil.
func askedWhen(steps []memo.Step) *memo.TaskDraft {
	if len(steps) != 1 || steps[0].Operation != memo.OpTaskCreate || steps[0].Tasks == nil || !steps[0].Tasks.NeedTime || len(steps[0].Tasks.Drafts) != 1 {
		return nil
	}
	d := &steps[0].Tasks.Drafts[0]
	if d.DueDate != nil && steps[0].Tasks.Within == 0 || d.Recurrence != nil || d.Lead != 0 {
		return nil // a day said is the time given; a span of days ("sometime next week") is not
	}
	return d
}

// pauseMarks are what a correction lead follows or is followed by.
const pauseMarks = " ,;.!?:…~-–—"

// correctionPauses are the marks a correction lead said within a text
// comes after (see reSelfCorrection and lastCorrection).
const correctionPauses = ",;.!?…-–—"

// lastCorrection is where the last correction lead of low stands, from
// the pause before it (or the lead itself, for one said without a pause)
// to its end: what reSelfCorrection, reCorrectionBare and runOnCorrection
// find, read with plain string look-ups, as it is tried on every message.
//
// After a pause it reads the leads reSelfCorrection does, after the same
// marks (correctionPauses) and before the same ones (pauseMarks, sep), but
// it is no second test of whether a text corrects itself, and the two
// differ where their work does: lastCorrection says where, to cut a
// message into the request and its corrected time, so it reads text
// squeezed to single spaces (where sep's \s and a space agree), passes
// over a pause that opens the text (nothing before it to correct), and
// of leads run together ("…, sorry, make that 6pm") takes the first;
// reSelfCorrection says only whether, of any clause or title, a pause
// that opens it included, and refuses what it finds.
func lastCorrection(low string) []int {
	var loc []int
	skip := 0 // a lead runs on into the next one ("…, sorry, make that 6pm"): the first is the one
	for i, r := range low {
		if i == 0 || i < skip || !strings.ContainsRune(correctionPauses, r) {
			continue
		}
		rest := strings.TrimLeft(low[i+utf8.RuneLen(r):], " ")
		if l := leadAtStart(rest, correctionLead); l > 0 {
			end := len(low) - len(rest) + l
			loc = []int{i, end}
			skip = len(low) - len(strings.TrimLeft(low[end:], pauseMarks))
		}
	}
	for _, l := range correctionBare {
		at := strings.LastIndex(low, l)
		if at <= 0 || low[at-1] != ' ' || loc != nil && at <= loc[0] {
			continue
		}
		end := at + len(l)
		if next, _ := utf8.DecodeRuneInString(low[end:]); end == len(low) || strings.ContainsRune(pauseMarks, next) {
			loc = []int{at, end}
		}
	}
	for _, l := range correctionRunOn {
		at := strings.LastIndex(low, l)
		if at <= 0 || low[at-1] != ' ' || loc != nil && at < loc[1] || at+len(l) < len(low) && low[at+len(l)] != ' ' {
			continue
		}
		loc = []int{at, at + len(l)}
	}
	return loc
}

// correctionRunOn are corrections said with no pause before or after
// them ("… to buy cucumbers wait actually tomorrow at 6pm", "… לקנות
// מלפפון רגע בעצם מחר ב-18:00"): a stop and a restatement together, which
// no item text holds; what follows must read whole as a time.
//
// The longer of two that end alike comes first: "no wait actually" is one
// lead, not "no" left in the title before "wait actually".
var correctionRunOn = append([]string{
	"no wait actually", "oh wait actually", "wait no actually", "hold on actually", "wait actually", "actually wait",
	"לא רגע בעצם", "אה רגע בעצם", "רגע לא בעצם", "רגע בעצם", "בעצם רגע",
}, runOnMake...)

// runOnMake are the corrections of correctionRunOn said with a verb of
// the restatement in place of the stop ("… set it as a reminder pls
// actually make it tmrw at 7pm"). An item may hold these ("actually make
// it to the gym"), so they are no title check's (reCorrectionBare).
var runOnMake = []string{
	"actually make it", "actually make that", "no make it", "no make that", "wait make it", "wait make that",
	"בעצם תעשה את זה", "בעצם תעשי את זה", "בעצם שיהיה",
}

// runOnCorrection reports whether low holds one of correctionRunOn as
// words of their own, inside it.
func runOnCorrection(low string) bool {
	for _, l := range correctionRunOn {
		if at := strings.Index(low, l); at > 0 && low[at-1] == ' ' && (at+len(l) == len(low) || low[at+len(l)] == ' ') {
			return true
		}
	}
	return false
}

// leadAtStart is the length of the longest of leads s opens with as a
// whole phrase, 0 for none.
func leadAtStart(s string, leads []string) int {
	best := 0
	for _, l := range leads {
		if len(l) > best && strings.HasPrefix(s, l) && (len(s) == len(l) || strings.ContainsRune(pauseMarks, []rune(s[len(l):])[0])) {
			best = len(l)
		}
	}
	return best
}
