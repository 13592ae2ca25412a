package calendartest

import (
	"sync"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

func testCreateAndGet(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	d := memo.EventDraft{
		ID:      memo.EventIDFor("turn-1:s1"),
		Summary: "  פגישה עם דנה ",
		Start:   at(loc, 2026, time.March, 12, 10, 0), End: at(loc, 2026, time.March, 12, 11, 30),
		Description: "quarterly review", Location: "Tel Aviv",
		Attendees:       []string{"dana@example.com", " noa@example.com", "dana@example.com"},
		ReminderMinutes: ptr(15),
	}
	got := create(t, c, d)
	want := memo.Event{
		ID: d.ID, Summary: "פגישה עם דנה", Start: d.Start, End: d.End,
		Description: "quarterly review", Location: "Tel Aviv",
		Attendees: []string{"dana@example.com", "noa@example.com"}, ReminderMinutes: ptr(15),
	}
	wantEvent(t, "created", got, want)
	if got.IsSeries() || got.SeriesID() != "" {
		t.Fatalf("a single event looks like a series: %+v", got)
	}
	again, err := c.GetEvent(ctx, d.ID)
	if err != nil {
		t.Fatalf("GetEvent: %v", err)
	}
	wantEvent(t, "got", again, want)

	// Without a chosen id the calendar picks a valid one.
	other := create(t, c, memo.EventDraft{Summary: "gym", Start: at(loc, 2026, time.March, 12, 18, 0)})
	if !memo.ValidEventID(other.ID) || other.ID == d.ID {
		t.Fatalf("chosen id %q: want a new valid event id", other.ID)
	}
}

func testDefaults(t *testing.T, c memo.Calendar, loc *time.Location) {
	timed := create(t, c, memo.EventDraft{Summary: "call", Start: at(loc, 2026, time.May, 4, 10, 0)})
	sameTime(t, "default end", timed.End, at(loc, 2026, time.May, 4, 11, 0))

	oneDay := create(t, c, memo.EventDraft{Summary: "holiday", Start: at(loc, 2026, time.May, 5, 0, 0), AllDay: true})
	if !oneDay.AllDay {
		t.Fatalf("all-day event came back timed: %+v", oneDay)
	}
	sameTime(t, "all-day start", oneDay.Start, at(loc, 2026, time.May, 5, 0, 0))
	sameTime(t, "all-day end", oneDay.End, at(loc, 2026, time.May, 6, 0, 0))

	// A time of day on an all-day event is dropped; the end is exclusive.
	trip := create(t, c, memo.EventDraft{Summary: "trip", AllDay: true,
		Start: at(loc, 2026, time.May, 10, 15, 0), End: at(loc, 2026, time.May, 13, 0, 0)})
	sameTime(t, "trip start", trip.Start, at(loc, 2026, time.May, 10, 0, 0))
	sameTime(t, "trip end", trip.End, at(loc, 2026, time.May, 13, 0, 0))
	got, err := c.GetEvent(t.Context(), trip.ID)
	if err != nil {
		t.Fatalf("GetEvent(all-day): %v", err)
	}
	wantEvent(t, "all-day read back", got, trip)
}

func testFindWindow(t *testing.T, c memo.Calendar, loc *time.Location) {
	day := func(d, h int) time.Time { return at(loc, 2026, time.June, d, h, 0) }
	create(t, c, memo.EventDraft{Summary: "late", Start: day(2, 20)})
	create(t, c, memo.EventDraft{Summary: "early", Start: day(2, 8)})
	create(t, c, memo.EventDraft{Summary: "night shift", Start: day(1, 22), End: day(2, 6)}) // overlaps the start
	create(t, c, memo.EventDraft{Summary: "yesterday", Start: day(1, 9)})
	create(t, c, memo.EventDraft{Summary: "tomorrow", Start: day(3, 9)})
	create(t, c, memo.EventDraft{Summary: "ends at from", Start: day(1, 23), End: day(2, 0)})
	create(t, c, memo.EventDraft{Summary: "all day", Start: day(2, 0), AllDay: true})

	got := find(t, c, day(2, 0), day(3, 0))
	sameStrings(t, "events of June 2", summaries(got), []string{"night shift", "all day", "early", "late"})
	for _, e := range got {
		if e.Start.Location().String() != loc.String() {
			t.Fatalf("%q starts in %v, want the calendar's zone %v", e.Summary, e.Start.Location(), loc)
		}
	}
	if none := find(t, c, day(20, 0), day(21, 0)); len(none) != 0 {
		t.Fatalf("empty day has %q", summaries(none))
	}
}

func testIdempotent(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	d := memo.EventDraft{ID: memo.EventIDFor("turn-7:s2"), Summary: "dentist", Start: at(loc, 2026, time.July, 1, 9, 0)}
	first := create(t, c, d)
	d.Summary = "dentist (retried)"
	second := create(t, c, d)
	if second.ID != first.ID || second.Summary != "dentist" {
		t.Fatalf("retried create = %+v, want the first event %+v unchanged", second, first)
	}
	if got := find(t, c, at(loc, 2026, time.July, 1, 0, 0), at(loc, 2026, time.July, 2, 0, 0)); len(got) != 1 {
		t.Fatalf("after a retried create the day has %q, want one event", summaries(got))
	}
	if _, err := c.DeleteEvent(ctx, d.ID); err != nil {
		t.Fatalf("DeleteEvent: %v", err)
	}
	_, err := c.CreateEvent(ctx, d)
	wantCode(t, "create under a deleted event's id", err, memo.EConflict)
	if got := find(t, c, at(loc, 2026, time.July, 1, 0, 0), at(loc, 2026, time.July, 2, 0, 0)); len(got) != 0 {
		t.Fatalf("a deleted event came back: %q", summaries(got))
	}
}

func testConcurrentCreate(t *testing.T, c memo.Calendar, loc *time.Location) {
	d := memo.EventDraft{ID: memo.EventIDFor("turn-9:s1"), Summary: "standup", Start: at(loc, 2026, time.July, 2, 9, 0)}
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Go(func() { _, errs[i] = c.CreateEvent(t.Context(), d) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("create %d: %v", i, err)
		}
	}
	if got := find(t, c, at(loc, 2026, time.July, 2, 0, 0), at(loc, 2026, time.July, 3, 0, 0)); len(got) != 1 {
		t.Fatalf("four creates with one id made %d events", len(got))
	}
}

func testUpdateKeepsDuration(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	e := create(t, c, memo.EventDraft{Summary: "review with Noa",
		Start: at(loc, 2026, time.August, 3, 10, 0), End: at(loc, 2026, time.August, 3, 11, 30)})

	moved, err := c.UpdateEvent(ctx, e.ID, memo.EventPatch{Start: ptr(at(loc, 2026, time.August, 3, 15, 0))})
	if err != nil {
		t.Fatalf("UpdateEvent(start): %v", err)
	}
	sameTime(t, "moved start", moved.Start, at(loc, 2026, time.August, 3, 15, 0))
	sameTime(t, "moved end", moved.End, at(loc, 2026, time.August, 3, 16, 30))

	renamed, err := c.UpdateEvent(ctx, e.ID, memo.EventPatch{Summary: ptr("review"), Location: ptr("room 4")})
	if err != nil {
		t.Fatalf("UpdateEvent(summary): %v", err)
	}
	if renamed.Summary != "review" || renamed.Location != "room 4" || !renamed.Start.Equal(moved.Start) {
		t.Fatalf("renamed = %+v", renamed)
	}

	_, err = c.UpdateEvent(ctx, e.ID, memo.EventPatch{End: ptr(at(loc, 2026, time.August, 3, 9, 0))})
	wantCode(t, "end before start", err, memo.EInvalid)
	got, err := c.GetEvent(ctx, e.ID)
	if err != nil {
		t.Fatalf("GetEvent: %v", err)
	}
	wantEvent(t, "after a refused update", got, renamed)
}

func testUpdateAllDay(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	e := create(t, c, memo.EventDraft{Summary: "conference", AllDay: true,
		Start: at(loc, 2026, time.September, 7, 0, 0), End: at(loc, 2026, time.September, 9, 0, 0)})
	moved, err := c.UpdateEvent(ctx, e.ID, memo.EventPatch{Start: ptr(at(loc, 2026, time.September, 14, 0, 0))})
	if err != nil {
		t.Fatalf("UpdateEvent: %v", err)
	}
	if !moved.AllDay {
		t.Fatalf("moved all-day event became timed: %+v", moved)
	}
	sameTime(t, "moved all-day end", moved.End, at(loc, 2026, time.September, 16, 0, 0))

	timed, err := c.UpdateEvent(ctx, e.ID, memo.EventPatch{AllDay: ptr(false), Start: ptr(at(loc, 2026, time.September, 14, 9, 0))})
	if err != nil {
		t.Fatalf("UpdateEvent(timed): %v", err)
	}
	if timed.AllDay {
		t.Fatalf("event is still all-day: %+v", timed)
	}
	sameTime(t, "now-timed end", timed.End, at(loc, 2026, time.September, 14, 10, 0))
}

func testDeleteSingle(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	e := create(t, c, memo.EventDraft{Summary: "lunch with Dan", Start: at(loc, 2026, time.October, 1, 13, 0)})
	keep := create(t, c, memo.EventDraft{Summary: "lunch with Noa", Start: at(loc, 2026, time.October, 1, 14, 0)})
	gone, err := c.DeleteEvent(ctx, e.ID)
	if err != nil {
		t.Fatalf("DeleteEvent: %v", err)
	}
	if gone.Summary != "lunch with Dan" || !gone.Start.Equal(e.Start) {
		t.Fatalf("DeleteEvent returned %+v, want the deleted event", gone)
	}
	_, err = c.GetEvent(ctx, e.ID)
	wantCode(t, "get a deleted event", err, memo.ENotFound)
	_, err = c.DeleteEvent(ctx, e.ID)
	wantCode(t, "delete twice", err, memo.ENotFound)
	_, err = c.UpdateEvent(ctx, e.ID, memo.EventPatch{Summary: ptr("x")})
	wantCode(t, "update a deleted event", err, memo.ENotFound)
	got := find(t, c, at(loc, 2026, time.October, 1, 0, 0), at(loc, 2026, time.October, 2, 0, 0))
	if len(got) != 1 || got[0].ID != keep.ID {
		t.Fatalf("after delete the day has %q, want only %q", summaries(got), keep.Summary)
	}
}

func testNotFound(t *testing.T, c memo.Calendar, loc *time.Location) {
	ctx := t.Context()
	_, err := c.GetEvent(ctx, "nosuchevent1")
	wantCode(t, "get", err, memo.ENotFound)
	_, err = c.UpdateEvent(ctx, "nosuchevent1", memo.EventPatch{Summary: ptr("x")})
	wantCode(t, "update", err, memo.ENotFound)
	_, err = c.DeleteEvent(ctx, "nosuchevent1")
	wantCode(t, "delete", err, memo.ENotFound)
	_, err = c.EventInstances(ctx, "nosuchevent1", at(loc, 2026, time.January, 1, 0, 0), at(loc, 2026, time.February, 1, 0, 0))
	wantCode(t, "instances", err, memo.ENotFound)
	_, err = c.EndSeries(ctx, "nosuchevent1", at(loc, 2026, time.January, 1, 0, 0))
	wantCode(t, "end series", err, memo.ENotFound)
}
