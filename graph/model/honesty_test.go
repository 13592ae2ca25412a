package model_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// The model's plan held to what the user said: no claim of an action
// that did not run, the grammar's repetitions, the bound on how far a time
// may be.

// A model that only acknowledges a request ("Sure, noted.") claims it was
// kept: the user is told nothing was done, and nothing is stored.
func TestModelAcknowledgementIsNotShown(t *testing.T) {
	for _, c := range []struct{ text, reply, honest string }{
		{"Slides for the board, Thursday is the deadline, make sure I don't forget", "Sure, noted.", "I didn't manage to do that."},
		{"Slides for the board, Thursday is the deadline, make sure I don't forget", "Absolutely — I'll make sure you don't forget!", "I didn't manage to do that."},
		{"יש לי מצגת שצריכה להיות מוכנה לפני חמישי, תדאג שזה לא יתפספס", "סגור, לא אשכח 👍", "לא הצלחתי לבצע את זה."},
	} {
		f := newFixture(t)
		ack := openaitest.Text(c.reply)
		r := f.model(c.text, 2, ack, ack)
		if !strings.HasPrefix(r.Text, c.honest) || strings.Contains(r.Text, c.reply) {
			t.Errorf("%q answered %q: the user got %q; want %q…", c.text, c.reply, r.Text, c.honest)
		}
		wantTasks()(t, f)
	}
}

// A time more than a hundred years away planned by the model is refused
// as the grammar refuses it, with no repair and nothing stored; so is an
// event or a repetition that ends that far.
func TestModelTimeTooFarIsRefused(t *testing.T) {
	for _, c := range []struct{ text, call string }{
		{"my grandchildren should get the letter, ping me around new year's day 2999 about it",
			`{"operation":"create","tasks":[{"text":"give the letter","due":"2999-01-01T09:00","remind":true,"repeat":null}]}`},
		{"the time capsule gets opened, pop it in the calendar for the year 2500",
			`calendar:{"operation":"create","events":[{"summary":"time capsule opening","start":"2500-06-01T10:00","end":"","repeat":""}],"summary":"","from":"","to":"","series":null}`},
	} {
		f := newFixture(t)
		call := tasksCall(c.call)
		if rest, ok := strings.CutPrefix(c.call, "calendar:"); ok {
			call = openaitest.ToolCall("calendar", rest)
		}
		r := f.model(c.text, 1, openaitest.Tools(call))
		if r.Success || !strings.Contains(r.Text, "100 years") {
			t.Errorf("%q: %q; want a refusal naming 100 years", c.text, r.Text)
		}
		wantTasks()(t, f)
	}
}

// A repetition the tool's fields cannot all say ("every other monday",
// "כל שבועיים") is kept as the grammar reads it, with the model's time;
// one the grammar cannot keep either ("every year"), one the model planned
// as another kind, and a repeating event of that kind are not run, and the
// plan says why. (The router answers such messages without the model; this
// holds the model's own plan to the same rules.)
func TestModelRepeatHeldToTheGrammar(t *testing.T) {
	weekly := tasksCall(`{"operation":"create","tasks":[{"text":"pay the cleaner","due":null,"remind":true,"repeat":{"every":"week","time":"09:00","days":[1],"day_of_month":null,"interval_minutes":null}}]}`)
	monthly := tasksCall(`{"operation":"create","tasks":[{"text":"pay the cleaner","due":null,"remind":true,"repeat":{"every":"month","time":"09:00","days":[],"day_of_month":1,"interval_minutes":null}}]}`)
	yearly := tasksCall(`{"operation":"create","tasks":[{"text":"call mom","due":"2026-03-14T09:00","remind":true,"repeat":{"every":"year","time":"09:00","days":[],"day_of_month":null,"interval_minutes":null}}]}`)
	gym := openaitest.ToolCall("calendar", `{"operation":"create","events":[{"summary":"Gym","start":"2026-01-20T18:00","repeat":"week"}]}`)
	for _, tt := range []struct {
		text string
		call openaitest.Call
		want string // the repetition kept as JSON; "" for none kept
	}{
		{"every other monday ping me about paying the cleaner", weekly, `{"type":"weekly","time":"09:00","days":[1],"every":2,"timezone":"Asia/Jerusalem"}`},
		{"תזכיר לי כל שבועיים ביום שני לשלם למנקה", weekly, `{"type":"weekly","time":"09:00","days":[1],"every":2,"timezone":"Asia/Jerusalem"}`},
		{"the last friday of every month remind me to pay the cleaner", monthly, `{"type":"monthly","time":"09:00","days":[5],"week":-1,"timezone":"Asia/Jerusalem"}`},
		{"every other monday ping me about paying the cleaner", monthly, ""},
		{"every year remind me to pay the cleaner", weekly, ""},
		{"every year on march 14 remind me to call mom", yearly, `{"type":"yearly","time":"09:00","dayOfMonth":14,"month":3,"timezone":"Asia/Jerusalem"}`},
		{"תזכיר לי כל שנה ב-14 במרץ להתקשר לאמא", yearly, `{"type":"yearly","time":"09:00","dayOfMonth":14,"month":3,"timezone":"Asia/Jerusalem"}`},
		{"every year on march 14 remind me to call mom", weekly, ""},
		{"gym every 2 weeks on tuesdays 6pm", gym, ""},
	} {
		srv := openaitest.New(t)
		srv.Push(openaitest.Tools(tt.call))
		lang, _ := memo.DetectLanguage(tt.text)
		plan, err := newPlanner(t, srv).Plan(t.Context(), request(tt.text, lang))
		if err != nil {
			t.Fatal(err)
		}
		if tt.want == "" {
			if len(plan.Steps) != 1 || plan.Steps[0].Operation != memo.OpUnknown || plan.Steps[0].General == nil || plan.Steps[0].General.Reason != memo.ReasonUnkeptRepeat {
				t.Errorf("%q planned %s, want an unknown step with the unkept-repeat reason", tt.text, stepsJSON(plan.Steps))
			}
			continue
		}
		if len(plan.Steps) != 1 || plan.Steps[0].Tasks == nil || len(plan.Steps[0].Tasks.Drafts) != 1 || plan.Steps[0].Tasks.Drafts[0].Recurrence == nil {
			t.Errorf("%q planned %s, want one repeating reminder", tt.text, stepsJSON(plan.Steps))
			continue
		}
		got, _ := json.Marshal(plan.Steps[0].Tasks.Drafts[0].Recurrence)
		if string(got) != tt.want {
			t.Errorf("%q kept %s, want %s", tt.text, got, tt.want)
		}
	}
}

// A yearly event is kept when the grammar reads the year too, on the
// start's date; the model planning it as another kind, or as a year the
// user did not say, is not run.
func TestModelYearlyEventHeldToTheGrammar(t *testing.T) {
	birthday := func(every string) openaitest.Call {
		return openaitest.ToolCall("calendar", `{"operation":"create","events":[{"summary":"Mom's birthday","start":"2026-03-14","repeat":"`+every+`"}]}`)
	}
	for _, tt := range []struct {
		text, every string
		kept        bool
	}{
		{"add mom's birthday to my calendar every year on march 14", "year", true},
		{"יום הולדת לאמא כל שנה ב-14 במרץ תכניסי ליומן", "year", true},
		{"add mom's birthday to my calendar every year on march 14", "month", false},
		{"add mom's birthday to my calendar on march 14", "year", false},
	} {
		srv := openaitest.New(t)
		srv.Push(openaitest.Tools(birthday(tt.every)))
		lang, _ := memo.DetectLanguage(tt.text)
		plan, err := newPlanner(t, srv).Plan(t.Context(), request(tt.text, lang))
		if err != nil {
			t.Fatal(err)
		}
		s := plan.Steps
		if !tt.kept {
			if len(s) != 1 || s[0].Operation != memo.OpUnknown {
				t.Errorf("%q with %s planned %s, want it not run", tt.text, tt.every, stepsJSON(s))
			}
			continue
		}
		if len(s) != 1 || s[0].Calendar == nil || len(s[0].Calendar.Drafts) != 1 || s[0].Calendar.Drafts[0].Recurrence == nil ||
			s[0].Calendar.Drafts[0].Recurrence.Type != memo.RecurYearly {
			t.Errorf("%q planned %s, want a yearly event", tt.text, stepsJSON(s))
		}
	}
}
