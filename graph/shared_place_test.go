package graph_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/brain"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
)

func pin(p memo.Place) memo.Shared { return memo.Shared{Place: &p} }

// restart gives the fixture a new runner on the same database, as after
// a restart of the process.
func (f *memFixture) restart() {
	f.t.Helper()
	b, err := brain.New(brain.Config{Store: f.db})
	if err != nil {
		f.t.Fatal(err)
	}
	f.runner, err = graph.New(graph.Config{Planner: offline.New(), Users: f.db, Tasks: f.db, Lists: f.db,
		State: f.db.State(sqldb.StateOptions{}), Clock: newClock("2026-03-10T08:32:00+02:00"), Zone: jerusalem,
		Calendars: calendars{f.db}, Memory: b, Traces: f.traces})
	if err != nil {
		f.t.Fatal(err)
	}
}

func (f *memFixture) places() []memo.Memory {
	f.t.Helper()
	var out []memo.Memory
	for _, m := range f.stored(f.chat) {
		if _, _, ok := m.Place(); ok {
			out = append(out, m)
		}
	}
	return out
}

const parkedLink = "https://maps.google.com/?q=32.085300,34.781800"

// TestSharedPinNamed: a pin with its name and address is saved as a
// place, with no model call, and a question about it answers with the
// address and the link.
func TestSharedPinNamed(t *testing.T) {
	f := memoryRunner(t, nil)
	f.say("hello")
	out := f.share("", pin(memo.Place{Lat: 32.0853, Lng: 34.7818, Name: "The Office", Address: "Rothschild 1, Tel Aviv"}))
	if out.Pending != nil {
		t.Errorf("a named pin asked %+v", out.Pending)
	}
	wantIn(t, "saved", out.Text, "📍 Saved *The Office*", "Rothschild 1, Tel Aviv", parkedLink)
	f.noModel("a pin")
	ps := f.places()
	if len(ps) != 1 || ps[0].Subject != "The Office" || ps[0].Value != "Rothschild 1, Tel Aviv "+parkedLink {
		t.Fatalf("places %+v", ps)
	}
	for _, q := range []string{"where is the office?", "what's the address of the office?", "מה הכתובת של the office?"} {
		out := f.say(q)
		wantIn(t, q, out.Text, "Rothschild 1, Tel Aviv", parkedLink)
	}
	// A pin with a business's own link keeps that link.
	out = f.share("", pin(memo.Place{Lat: 1, Lng: 2, Name: "Cafe Noir", URL: "https://cafenoir.example/"}))
	wantIn(t, "url", out.Text, "https://cafenoir.example/")
	// A point off the globe is refused, clearly (in Hebrew, the language
	// the chat spoke last).
	if out := f.share("", pin(memo.Place{Lat: 123, Lng: 2})); out.Success || !strings.Contains(out.Text, "אין נקודה תקינה על המפה") {
		t.Errorf("a bad point: %+v", out)
	}
}

// TestSharedPinThenName: a pin with nothing after it is kept as "a place
// you sent" and the reply says how to name it; the next message names
// it, also after a restart; later questions in both languages answer
// with the address and the link.
func TestSharedPinThenName(t *testing.T) {
	for _, tt := range []struct {
		name, naming, subject string
		questions             []string
	}{
		{"english", "that's where I parked", "where I parked", []string{"where did I park?", "איפה חניתי?", "where's the car?"}},
		{"english-save-as", "save it as the office", "the office", []string{"where is the office?", "what's the office's address?"}},
		{"hebrew-grandma", "זה הבית של סבתא", "הבית של סבתא", []string{"מה הכתובת של סבתא?", "איפה סבתא גרה?"}},
		{"hebrew-parked", "זה המקום שחניתי בו", "המקום שחניתי בו", []string{"איפה חניתי?", "where did I park?"}},
		{"hebrew-here", "החניתי פה", "החניתי פה", []string{"איפה החניתי?", "where did I park?"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := memoryRunner(t, nil)
			if strings.ContainsAny(tt.naming, "abcdefghijklmnopqrstuvwxyz") {
				f.say("hello")
			} else {
				f.say("שלום")
			}
			q := f.share("", pin(memo.Place{Lat: 32.0853, Lng: 34.7818, Address: "Herzl 12, Holon"}))
			if q.Pending == nil || q.Pending.Reason != memo.ReasonNamePlace {
				t.Fatalf("want what the place is, got %+v", q)
			}
			if q.Lang == memo.English {
				wantIn(t, "kept", q.Text, "Saved the place you sent", "Herzl 12, Holon", parkedLink, "that's where I parked")
			} else {
				wantIn(t, "kept", q.Text, "שמרתי את המקום ששלחת", "Herzl 12, Holon", parkedLink, "זה המקום שחניתי בו")
			}
			f.noModel("a pin with no name")
			if ps := f.places(); len(ps) != 1 || !strings.Contains(ps[0].Subject, "10") {
				t.Fatalf("kept as %+v; want a place you sent, with the date", ps)
			}
			f.restart()
			out := f.say(tt.naming)
			wantIn(t, "named", out.Text, tt.subject, "Herzl 12, Holon", parkedLink)
			f.noModel("naming the place")
			ps := f.places()
			if len(ps) != 1 || ps[0].Subject != tt.subject || !strings.Contains(ps[0].Value, parkedLink) {
				t.Fatalf("after naming: %+v", ps)
			}
			for _, question := range tt.questions {
				out := f.say(question)
				wantIn(t, question, out.Text, tt.subject, "Herzl 12, Holon", parkedLink)
			}
		})
	}
}

// TestSharedPinCaption: words sent with the pin name it at once.
func TestSharedPinCaption(t *testing.T) {
	f := memoryRunner(t, nil)
	out := f.share("this is where I parked", pin(memo.Place{Lat: 32.0853, Lng: 34.7818}))
	if out.Pending != nil || out.Lang != memo.English {
		t.Fatalf("a pin with its caption: %+v", out)
	}
	wantIn(t, "caption", out.Text, "Saved *where I parked*", parkedLink)
	if out := f.say("where did I park?"); !strings.Contains(out.Text, parkedLink) {
		t.Errorf("where did I park: %q", out.Text)
	}
	out = f.share("הבית של סבתא", pin(memo.Place{Lat: 31.5, Lng: 34.5, Name: "Herzl 12"}))
	wantIn(t, "hebrew caption", out.Text, "שמרתי את *הבית של סבתא*", "Herzl 12", "https://maps.google.com/?q=31.500000,34.500000")
}

// TestSharedPinThenUnrelated: a message that is not about the place is
// handled as any other, and the place stays kept as "a place you sent".
func TestSharedPinThenUnrelated(t *testing.T) {
	f := memoryRunner(t, nil)
	f.say("hello")
	f.share("", pin(memo.Place{Lat: 32.0853, Lng: 34.7818}))
	out := f.say("remind me tomorrow at 9 to call mom")
	if out.Result == nil || out.Result.Capability != memo.CapTasks || strings.Contains(out.Text, "set aside") {
		t.Fatalf("the request after the pin: %+v", out)
	}
	// The question is gone: naming words now name nothing.
	f.say("that's where I parked")
	ps := f.places()
	if len(ps) != 1 || !strings.HasPrefix(ps[0].Subject, "a place you sent on 10 Mar 2026") {
		t.Errorf("places %+v", ps)
	}
	// "thanks" after a pin is no name either.
	f.share("", pin(memo.Place{Lat: 1, Lng: 1}))
	f.say("thanks")
	for _, p := range f.places() {
		if strings.Contains(p.Subject, "thanks") {
			t.Errorf("named %q", p.Subject)
		}
	}
}

// TestSharedPinRenamedConflict: a place named as one saved before asks
// replace or keep both, as a fact does; replacing leaves one.
func TestSharedPinRenamedConflict(t *testing.T) {
	f := memoryRunner(t, nil)
	f.say("hello")
	f.share("", pin(memo.Place{Lat: 32.0853, Lng: 34.7818}))
	f.say("that's where I parked")
	f.share("", pin(memo.Place{Lat: 31.5, Lng: 34.5}))
	q := f.say("that's where I parked")
	if q.Pending == nil || q.Pending.Reason != memo.ReasonMemoryConflict {
		t.Fatalf("want replace or keep both, got %+v", q)
	}
	f.say("1")
	ps := f.places()
	if len(ps) != 1 || !strings.Contains(ps[0].Value, "31.500000,34.500000") || ps[0].Subject != "where I parked" {
		t.Errorf("after replacing: %+v", ps)
	}
}
