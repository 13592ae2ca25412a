package memo_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

func TestEventResultRoundTrip(t *testing.T) {
	loc, err := time.LoadLocation("Asia/Jerusalem")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 3, 27, 18, 0, 0, 0, loc)
	orig := start
	ten := 10
	e := memo.Event{
		ID: "abc12345_20260327T150000Z", Summary: "dinner", Start: start, End: start.Add(time.Hour),
		Attendees: []string{"dana@example.com"}, RecurringEventID: "abc12345", OriginalStart: &orig,
		TimeZone: "Asia/Jerusalem", ReminderMinutes: &ten,
	}
	r := memo.NewResult(memo.CapCalendar, memo.OpEventGetEvents, []memo.Item{e})
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{`"id":`, `"summary":`, `"start":"2026-03-27T18:00:00+03:00"`, `"end":`, `"description":""`,
		`"location":""`, `"attendees":["dana@example.com"]`, `"recurringEventId":"abc12345"`, `"allDay":false`} {
		if !strings.Contains(string(b), field) {
			t.Errorf("JSON %s lacks %s", b, field)
		}
	}
	if strings.Contains(string(b), "htmlLink") {
		t.Errorf("an empty htmlLink was written: %s", b)
	}
	var back memo.Result
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatalf("Unmarshal: %v", err)
	}
	es := back.Events()
	if len(es) != 1 || es[0].ID != e.ID || !es[0].Start.Equal(start) || es[0].ReminderMinutes == nil || *es[0].ReminderMinutes != 10 {
		t.Fatalf("decoded %+v", back.Items)
	}
}

func TestEventInZone(t *testing.T) {
	ny, _ := time.LoadLocation("America/New_York")
	jer, _ := time.LoadLocation("Asia/Jerusalem")
	timed := memo.Event{Start: time.Date(2026, 3, 27, 18, 0, 0, 0, jer), End: time.Date(2026, 3, 27, 19, 0, 0, 0, jer)}
	got := timed.InZone(ny).(memo.Event)
	if !got.Start.Equal(timed.Start) || got.Start.Location() != ny {
		t.Fatalf("timed InZone = %v", got.Start)
	}
	// An all-day event keeps its dates in any zone.
	day := memo.Event{AllDay: true, Start: time.Date(2026, 3, 27, 0, 0, 0, 0, jer), End: time.Date(2026, 3, 28, 0, 0, 0, 0, jer)}
	got = day.InZone(ny).(memo.Event)
	if got.Start.Format(time.DateTime) != "2026-03-27 00:00:00" || got.End.Format(time.DateTime) != "2026-03-28 00:00:00" || got.Start.Location() != ny {
		t.Fatalf("all-day InZone = %v - %v", got.Start, got.End)
	}
}

func TestEventIDFor(t *testing.T) {
	a, b := memo.EventIDFor("turn-1:s1"), memo.EventIDFor("turn-1:s2")
	if a != memo.EventIDFor("turn-1:s1") || a == b {
		t.Fatalf("EventIDFor is not a function of its key: %q %q", a, b)
	}
	for _, id := range []string{a, b} {
		if !memo.ValidEventID(id) {
			t.Fatalf("EventIDFor made an invalid id %q", id)
		}
	}
	for id, want := range map[string]bool{
		"abcde": true, "0123456789abcdefghijklmnopqrstuv": true, "abcd": false, "abcdw": false,
		"ABCDE": false, "abc_def": false, strings.Repeat("a", 1025): false, strings.Repeat("a", 1024): true,
	} {
		if got := memo.ValidEventID(id); got != want {
			t.Errorf("ValidEventID(%q) = %v, want %v", id, got, want)
		}
	}
}
