package offline

import (
	"time"

	"github.com/memo-assistant/memo"
)

// A reminder set "in" an amount ("בעוד חצי שעה", "in half an hour") and
// then given a new amount with its unit, in digits or words ("תעשה את זה
// עשר דקות", "make it ten minutes", "רבע שעה"), is that amount from when
// it was set.

var (
	// reSaidIn is an amount from now in the message that set the time.
	reSaidIn = compile(`(?i)(?:^|\s)(?:in|within|בעוד|תוך)\s+\S`)
	// reUnitSaid is a unit of time said with an amount.
	reUnitSaid = compile(`(?i)(?:^|\s|\d)(?:minutes?|mins?|hours?|hrs?|דקות|דקה|דק'|שעה|שעות|שעתיים)$`)
)

// newAmountSaid reads text as a new amount, with its unit, for the focus
// task when the user's last message set the task's time as an amount from
// then; false otherwise.
func (m *message) newAmountSaid(text string, f *memo.FocusItem) ([]memo.Step, bool) {
	if f.Kind != memo.FocusTask || f.When == nil || !reUnitSaid.MatchString(toLower(text)) {
		return nil, false
	}
	said, ok := m.lastUserTurn()
	if !ok || m.now().Sub(said.At) > amountFresh || !reSaidIn.MatchString(said.Text) {
		return nil, false
	}
	if gap := f.When.Sub(said.At); gap <= 0 || gap > 24*time.Hour {
		return nil, false
	}
	d, ok := durationOf(text, said.At, m.loc())
	if !ok || d > 24*time.Hour {
		return nil, false
	}
	due := said.At.Add(d)
	if !due.After(m.now()) || due.Equal(*f.When) {
		return nil, false
	}
	return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{IDs: []string{f.ID}, NewDue: &due})}, true
}

// lastUserTurn is the user's message before this one.
func (m *message) lastUserTurn() (memo.Turn, bool) {
	for i := len(m.req.Recent) - 1; i >= 0; i-- {
		if t := m.req.Recent[i]; t.Role == "user" {
			return t, true
		}
	}
	return memo.Turn{}, false
}
