package graph_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestEventNamedByItsStart: "my 3pm" is the event that starts at 15:00.
// Today's one is acted on; when the only one is on a later day the change
// is shown and asked first, and "no" keeps it. "what's my 4pm" reads it.
func TestEventNamedByItsStart(t *testing.T) {
	r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	cal := db.Calendar("chat", jerusalem)
	starts := func() []string {
		t.Helper()
		from := time.Date(2026, 1, 20, 0, 0, 0, 0, jerusalem)
		es, err := cal.FindEvents(t.Context(), from, from.AddDate(0, 0, 7))
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range es {
			out = append(out, e.Summary+" "+e.Start.In(jerusalem).Format("02 15:04"))
		}
		return out
	}
	say(t, r, "schedule a call with Noa today at 2pm")
	say(t, r, "schedule a meeting with Dan tomorrow at 3pm")

	if out := say(t, r, "move my 2pm to 4"); !out.Success || out.Pending != nil {
		t.Fatalf("move my 2pm to 4: %+v", out)
	}
	q := say(t, r, "cancel my 3pm meeting")
	if q.Pending == nil || q.Pending.Kind != memo.PendingConfirm || len(q.Pending.Options) != 1 || q.Pending.Options[0].Label != "meeting with Dan" {
		t.Fatalf("cancel my 3pm with none today: %+v; want tomorrow's confirmed first", q)
	}
	say(t, r, "no")
	if got := strings.Join(starts(), ", "); got != "call with Noa 20 16:00, meeting with Dan 21 15:00" {
		t.Fatalf("after no: %s", got)
	}
	if out := say(t, r, "what's my 4pm"); out.Result == nil || len(out.Result.Items) != 1 || !strings.Contains(out.Text, "call with Noa") {
		t.Errorf("what's my 4pm: %+v", out)
	}
	if out := say(t, r, "cancel my 3pm tomorrow"); !out.Success || out.Pending != nil {
		t.Fatalf("cancel my 3pm tomorrow: %+v; the day said, no question", out)
	}
	if got := strings.Join(starts(), ", "); got != "call with Noa 20 16:00" {
		t.Errorf("after cancelling tomorrow's 3pm: %s", got)
	}
	if out := say(t, r, "cancel my 9pm"); out.Success {
		t.Errorf("cancel my 9pm with nothing at 21:00: %+v; want nothing found", out)
	}
	if got := strings.Join(starts(), ", "); got != "call with Noa 20 16:00" {
		t.Errorf("after a cancel that found nothing: %s", got)
	}
}

// TestSameEventSaidTwiceIsOne: an event said again — the same title, or
// one holding the other's words, at the same start — is the one there is;
// another hour, or another title, is another event.
func TestSameEventSaidTwiceIsOne(t *testing.T) {
	r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	count := func() int {
		t.Helper()
		from := time.Date(2026, 1, 22, 0, 0, 0, 0, jerusalem)
		es, err := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 0, 1))
		if err != nil {
			t.Fatal(err)
		}
		return len(es)
	}
	first := say(t, r, "dentist appointment on the 22nd at 10:30")
	for _, text := range []string{"dentist appointment on the 22nd at 10:30", "Dentist Appointment on the 22nd at 10:30", "dentist on the 22nd at 10:30"} {
		out := say(t, r, text)
		if !out.Success || out.Result == nil || len(out.Result.Items) != 1 || out.Result.Items[0].ItemID() != first.Result.Items[0].ItemID() {
			t.Errorf("%q: %+v; want the event there is", text, out.Result)
		}
	}
	if n := count(); n != 1 {
		t.Fatalf("%d events after the same one said four times; want 1", n)
	}
	say(t, r, "dentist appointment on the 22nd at 11")
	say(t, r, "call with Noa on the 22nd at 10:30")
	if n := count(); n != 3 {
		t.Errorf("%d events; want 3 (another hour, another title)", n)
	}
}

// TestBareHourMovesAnEventOnItsDay: an hour said alone moves an event to
// the half of the day nearer its own time, whatever the hour it is said
// at: past midnight, "move the dentist to 6" (Thursday 17:00) is Thursday
// 18:00, not 06:00; a morning event keeps the morning, and a half of the
// day said is kept as said.
func TestBareHourMovesAnEventOnItsDay(t *testing.T) {
	for _, c := range []struct{ create, move, want string }{
		{"dentist on thursday at 17:00", "move the dentist to 6", "dentist 22 18:00"},
		{"רופא שיניים ביום חמישי ב-17:00", "תזיז את רופא השיניים ל-6", "רופא שיניים 22 18:00"},
		{"standup on thursday at 9:00", "move the standup to 10", "standup 22 10:00"},
		{"dentist on thursday at 17:00", "move the dentist to 6am", "dentist 22 06:00"},
		{"dentist on thursday at 17:00", "move the dentist to 6 in the morning", "dentist 22 06:00"},
		{"dinner with Noa on thursday at 20:00", "move dinner with Noa to 9", "dinner with Noa 22 21:00"},
	} {
		clock := newClock("2026-01-20T09:00:00+02:00")
		r, db := calendarRunnerOn(t, clock, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
		say(t, r, c.create)
		clock.Set(time.Date(2026, 1, 21, 0, 40, 0, 0, jerusalem))
		if out := say(t, r, c.move); !out.Success {
			t.Errorf("%q at 00:40: %+v", c.move, out)
			continue
		}
		from := time.Date(2026, 1, 20, 0, 0, 0, 0, jerusalem)
		es, err := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 0, 7))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range es {
			got = append(got, e.Summary+" "+e.Start.In(jerusalem).Format("02 15:04"))
		}
		if strings.Join(got, ", ") != c.want {
			t.Errorf("%q then %q at 00:40: %v; want %s", c.create, c.move, got, c.want)
		}
	}
}

// TestBareHourMoveSurvivesAQuestion: a bare hour's move of an event that
// first asks which event keeps its reading through the saved question.
func TestBareHourMoveSurvivesAQuestion(t *testing.T) {
	clock := newClock("2026-01-20T09:00:00+02:00")
	r, db := calendarRunnerOn(t, clock, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	say(t, r, "dentist checkup on thursday at 17:00")
	say(t, r, "dentist cleaning on friday at 16:00")
	clock.Set(time.Date(2026, 1, 21, 0, 40, 0, 0, jerusalem))
	q := say(t, r, "move the dentist to 6")
	if q.Pending == nil || len(q.Pending.Options) != 2 {
		t.Fatalf("move the dentist to 6: %+v; want which of the two", q)
	}
	say(t, r, "1")
	from := time.Date(2026, 1, 20, 0, 0, 0, 0, jerusalem)
	es, err := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 0, 7))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range es {
		got = append(got, e.Start.In(jerusalem).Format("Mon 15:04"))
	}
	if strings.Join(got, ", ") != "Thu 18:00, Fri 16:00" {
		t.Errorf("after 1: %v; want Thursday's at 18:00", got)
	}
}
