package offline_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// Reminders made from one message: their times, their texts, and the
// requests refused.

// TestSecondThingWithItsOwnTime: after a reminder with its time, "and
// also to X at T" is a second reminder at its own time, on the first
// one's day when it names none.
func TestSecondThingWithItsOwnTime(t *testing.T) {
	for _, tc := range []struct {
		text   string
		titles [2]string
		dues   [2]*time.Time
	}{
		{"remind me to call the bank tomorrow morning and also to email Dana in the afternoon",
			[2]string{"call the bank", "email Dana"}, [2]*time.Time{at(21, 9, 0), at(21, 14, 0)}},
		{"תזכיר לי מחר בבוקר להתקשר לבנק וגם לשלוח מייל לדנה אחר הצהריים",
			[2]string{"להתקשר לבנק", "לשלוח מייל לדנה"}, [2]*time.Time{at(21, 9, 0), at(21, 14, 0)}},
		{"remind me to call mom at 5 and also to buy flowers tomorrow at 10",
			[2]string{"call mom", "buy flowers"}, [2]*time.Time{at(20, 17, 0), at(21, 10, 0)}},
	} {
		p := plan(t, tc.text)
		var drafts []memo.TaskDraft
		for _, s := range p.Steps {
			if s.Operation == memo.OpTaskCreate && s.Tasks != nil {
				drafts = append(drafts, s.Tasks.Drafts...)
			}
		}
		if len(drafts) != 2 {
			t.Errorf("%q: %d reminders (%+v); want 2", tc.text, len(drafts), p.Steps)
			continue
		}
		for i, d := range drafts {
			if d.Text != tc.titles[i] || d.DueDate == nil || !d.DueDate.Equal(*tc.dues[i]) {
				t.Errorf("%q: reminder %d is %q at %v; want %q at %v", tc.text, i+1, d.Text, d.DueDate, tc.titles[i], tc.dues[i])
			}
		}
	}
}

// TestOneReminderManyTimes: a reminder given more than one time is not
// set at one of them — a list of hours is a reminder at each, two times
// said apart are refused; a day and a time said apart are one time.
func TestOneReminderManyTimes(t *testing.T) {
	for _, text := range []string{"remind me at 9 tomorrow at 11 to drink water", "תזכיר לי ב-9 מחר ב-11 לשתות מים"} {
		wantInvalid(t, text)
	}
	for text, hours := range map[string][]int{
		"remind me tomorrow at 9, 11 and 3 to drink water": {9, 11, 15},
		"תזכיר לי מחר ב-9, 11 ו-3 לשתות מים":               {9, 11, 15},
		"תזכיר לי מחר בבוקר ב-8 ו-10 להתקשר":               {8, 10},
		"remind me tomorrow at 9 and 11 to drink water":    {9, 11},
	} {
		steps := plan(t, text).Steps
		if len(steps) != len(hours) {
			t.Errorf("%q: %d steps %+v; want a reminder at each of %v", text, len(steps), steps, hours)
			continue
		}
		for i, s := range steps {
			if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].DueDate == nil || s.Tasks.Drafts[0].DueDate.Hour() != hours[i] || s.Tasks.Drafts[0].DueDate.Day() != 21 {
				t.Errorf("%q: step %d %+v; want tomorrow at %d", text, i+1, s.Tasks, hours[i])
			}
		}
	}
	for _, tc := range []struct {
		text string
		hour int
	}{
		{"remind me tomorrow morning at 8 to run", 8},
		{"remind me at 4 on friday afternoon to call", 16},
		{"תזכיר לי ב-8 בערב מחר לבשל", 20},
		{"remind me tomorrow at 9am sharp to call", 9},
		{"remind me on sunday morning like at 8 to call", 8},
		{"remind me this evening around 7 to cook", 19},
	} {
		p := plan(t, tc.text)
		d := p.Steps[0].Tasks
		if d == nil || len(d.Drafts) != 1 || d.Drafts[0].DueDate == nil || d.Drafts[0].DueDate.Hour() != tc.hour || strings.Contains(d.Drafts[0].Text, "sharp") {
			t.Errorf("%q: %+v; want one reminder at %d", tc.text, d, tc.hour)
		}
	}
}

// TestTodoListIsTasks: an undated task that lists things to do, each
// opening with a verb, is a task each; a list of things to buy is one.
func TestTodoListIsTasks(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"add to my todo: fix the bike, call the plumber, buy a present for Yael", []string{"fix the bike", "call the plumber", "buy a present for Yael"}},
		{"add a task: call the bank, then email Dana", []string{"call the bank", "email Dana"}},
		{"תוסיף משימות: לתקן את האופניים, להתקשר לאינסטלטור, ולקנות מתנה ליעל", []string{"לתקן את האופניים", "להתקשר לאינסטלטור", "לקנות מתנה ליעל"}},
		{"add a task: buy milk, eggs and bread", []string{"buy milk, eggs and bread"}},
		{"תוסיף משימה: לקנות חלב, ביצים ולחם", []string{"לקנות חלב, ביצים ולחם"}},
		{"add a task: call mom, she's waiting", []string{"call mom, she's waiting"}},
	} {
		p := plan(t, tc.text)
		var got []string
		if a := p.Steps[0].Tasks; a != nil && p.Steps[0].Operation == memo.OpTaskCreate {
			for _, d := range a.Drafts {
				got = append(got, d.Text)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: tasks %q; want %q", tc.text, got, tc.want)
		}
	}
}

// TestSecondTimeOnTheFirstsDay: a second reminder said with a time alone
// after one said with its day is on that day.
func TestSecondTimeOnTheFirstsDay(t *testing.T) {
	for _, tc := range []struct {
		text       string
		days, hour []int
	}{
		{"remind me tomorrow at 9 to call the bank and at 2 to email Dana", []int{21, 21}, []int{9, 14}},
		{"תזכיר לי מחר ב-9 להתקשר לבנק וב-2 לשלוח מייל לדנה", []int{21, 21}, []int{9, 14}},
		{"remind me tomorrow at 9 to call the bank and friday at 2 to email Dana", []int{21, 23}, []int{9, 14}},
		{"remind me at 4:30 to get the kids and at 6 to start dinner", []int{20, 20}, []int{16, 18}},
		{"remind me at 5 to call dad, at 6 to call mom", []int{20, 20}, []int{17, 18}},
		{"תזכיר לי ב-5 להתקשר לאבא, ב-6 להתקשר לאמא", []int{20, 20}, []int{17, 18}},
	} {
		p := plan(t, tc.text)
		var days, hours []int
		for _, s := range p.Steps {
			if s.Tasks == nil {
				continue
			}
			for _, d := range s.Tasks.Drafts {
				if d.DueDate != nil {
					at := d.DueDate.In(jerusalem)
					days, hours = append(days, at.Day()), append(hours, at.Hour())
				}
			}
		}
		if !slices.Equal(days, tc.days) || !slices.Equal(hours, tc.hour) {
			t.Errorf("%q: days %v at %v; want %v at %v", tc.text, days, hours, tc.days, tc.hour)
		}
	}
}

// TestNudgeUntilAnHour: a nudge ends when it is done; "until 6pm" or a
// span of hours ("between 9 and 5") is refused with a reply that says so,
// not read as its start, and "from 5pm" is its start, out of its text.
func TestNudgeUntilAnHour(t *testing.T) {
	for _, text := range []string{"remind me to stretch every hour until 6pm", "תזכיר לי כל שעה עד 18:00 לשתות מים",
		"remind me to stretch every hour between 9 and 5", "remind me every 30 minutes from 9am to 5pm to drink water",
		"תזכיר לי כל שעה בין 9 ל-5 לשתות מים"} {
		wantInvalid(t, text)
	}
	p := plan(t, "remind me every 30 minutes from 5pm to check the oven")
	d := p.Steps[0].Tasks
	if d == nil || len(d.Drafts) != 1 || d.Drafts[0].Text != "check the oven" || d.Drafts[0].DueDate == nil || d.Drafts[0].DueDate.Hour() != 17 {
		t.Errorf("from 5pm: %+v; want \"check the oven\" from 17:00", d)
	}
	p = plan(t, "nag me every 10 minutes to take the chicken out until i say done")
	if d := p.Steps[0].Tasks; d == nil || len(d.Drafts) != 1 || d.Drafts[0].Text != "take the chicken out" {
		t.Errorf("until i say done: %+v", d)
	}
}

// wantInvalid checks that text is refused as EInvalid, with a reply
// saying why, in its own language.
func wantInvalid(t *testing.T, text string) {
	t.Helper()
	lang, _ := memo.DetectLanguage(text)
	_, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem})
	if memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("%q: %v; want EInvalid", text, err)
	}
}

// TestBeforeADayIsTheDayBefore: "before Friday", "before the 10th",
// "לפני שבת" say when something is due: the reminder is the day before,
// never on the day itself, and "before" is no word of its text.
func TestBeforeADayIsTheDayBefore(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		day         time.Time
	}{
		{"remind me before friday to call the bank", "call the bank", *at(22, 0, 0)},
		{"remind me to call the bank the day before friday", "call the bank", *at(22, 0, 0)},
		{"remind me to submit the form before the 10th", "submit the form", time.Date(2026, 2, 9, 0, 0, 0, 0, jerusalem)},
		{"remind me before the weekend to buy flowers", "buy flowers", *at(23, 0, 0)},
		{"תזכיר לי לפני יום שישי להתקשר לבנק", "להתקשר לבנק", *at(22, 0, 0)},
		{"תזכיר לי לפני שבת לקנות חלות", "לקנות חלות", *at(23, 0, 0)},
		{"i need to pay rent before friday", "pay rent", *at(22, 9, 0)},
		{"תזכיר לי לקנות מתנה לפני שישי", "לקנות מתנה", *at(22, 0, 0)},
		// "by", "עד": the day itself is the deadline.
		{"צריך לקנות מתנה ליומולדת של דני עד שישי", "לקנות מתנה ליומולדת של דני", *at(23, 9, 0)},
		{"i need to pay rent by friday", "pay rent", *at(23, 9, 0)},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, tt.day)
	}
	// "before Friday at 5": before the day, or at 5 on it? Not guessed.
	for _, text := range []string{"remind me before friday at 5 to call dan", "remind me to call dan before today"} {
		p := plan(t, text)
		for _, s := range p.Steps {
			if s.Tasks != nil && len(s.Tasks.Drafts) > 0 && s.Tasks.Drafts[0].DueDate != nil {
				t.Errorf("%q: a reminder on %v; want it asked or declined", text, s.Tasks.Drafts[0].DueDate)
			}
		}
	}
	// A count of days before a named day is the day it counts back to:
	// the reminder fires on the 24th at 10.
	p := plan(t, "remind me a day before the 25th at 10 to pay rent")
	if d := p.Steps[0].Tasks; d == nil || len(d.Drafts) != 1 || d.Drafts[0].DueDate == nil ||
		!d.Drafts[0].DueDate.Add(-d.Drafts[0].Lead).Equal(time.Date(2026, 1, 24, 10, 0, 0, 0, jerusalem)) {
		t.Errorf("a day before the 25th: %+v; want it to fire on 24 Jan at 10:00", d)
	}
}

// TestHebrewReminderWordings: "שים לי תזכורת" and the other imperative
// forms ask for a reminder as the future forms do; "לשבת" before a time and
// another infinitive is "for Saturday", which the time grammar reads as
// "to sit": no reminder today titled "לשבת להשקות עציצים".
func TestHebrewReminderWordings(t *testing.T) {
	for _, text := range []string{"שים לי תזכורת מחר ב-8 לקחת תרופות", "קבע תזכורת מחר ב-8 לקחת תרופות", "תשים תזכורת מחר ב-8 לקחת תרופות"} {
		p := plan(t, text)
		d := p.Steps[0].Tasks
		if p.Steps[0].Operation != memo.OpTaskCreate || d == nil || len(d.Drafts) != 1 || d.Drafts[0].Text != "לקחת תרופות" || d.Drafts[0].DueDate == nil || !d.Drafts[0].DueDate.Equal(*at(21, 8, 0)) {
			t.Errorf("%q: %+v; want לקחת תרופות tomorrow at 08:00", text, p.Steps[0])
		}
	}
	for _, text := range []string{"תזכיר לי לשבת ב-10 להשקות עציצים", "קבע תזכורת לשבת ב-10 להשקות עציצים"} {
		if p := plan(t, text); p.Steps[0].Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want no reminder", text, p.Steps[0].Tasks)
		}
	}
	if p := plan(t, "תזכיר לי מחר ב-10 לשבת עם דני על התקציב"); p.Steps[0].Tasks == nil || p.Steps[0].Tasks.Drafts[0].Text != "לשבת עם דני על התקציב" {
		t.Errorf("to sit with Dani: %+v", p.Steps[0])
	}
}
