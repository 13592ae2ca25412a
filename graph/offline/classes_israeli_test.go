package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestHebrewDaysInLatinLetters: a Hebrew day typed in Latin letters inside
// an English request is that day, never a word of the title; a word of it
// alone ("Shishi restaurant", "Rishon") is a name and stays.
func TestHebrewDaysInLatinLetters(t *testing.T) {
	for text, want := range map[string][2]string{
		"gym yom rishon 7:00":                                          {"gym", "2026-01-25T07:00"},
		"remind me to call Avi on yom shishi at 2pm":                   {"call Avi", "2026-01-23T14:00"},
		"yalla remind me to call Avi on yom shishi at 2pm":             {"call Avi", "2026-01-23T14:00"},
		"yalla achi remind me to buy milk machar at 9":                 {"buy milk", "2026-01-21T09:00"},
		"remind me hayom at 6pm to call savta":                         {"call savta", "2026-01-20T18:00"},
		"remind me motzash at 9pm to call mom":                         {"call mom", "2026-01-24T21:00"},
		"dinner at savta's friday 20:00 put it in the calendar, achla": {"dinner at savta's", "2026-01-23T20:00"},
		"dentist yom revi'i at 10":                                     {"dentist", "2026-01-21T10:00"},
		"dinner at Shishi restaurant friday 8pm":                       {"dinner at Shishi restaurant", "2026-01-23T20:00"},
		"meeting in Rishon tomorrow at 10":                             {"meeting in Rishon", "2026-01-21T10:00"},
		"lunch with achi friday at 1":                                  {"lunch with achi", "2026-01-23T13:00"},
		"Yalla Yalla bar friday 8pm":                                   {"Yalla Yalla bar", "2026-01-23T20:00"},
		"תזכיר לי ביום שישי ב2 להתקשר לאבי":                            {"להתקשר לאבי", "2026-01-23T14:00"},
	} {
		title, at := titleAndStart(t, text)
		if title != want[0] || at != want[1] {
			t.Errorf("%q: %q at %s; want %q at %s", text, title, at, want[0], want[1])
		}
	}
}

// TestSabbathRepeats: "every motzei shabbat", "every shabbat" repeat weekly
// on Saturday, as "every saturday night" does, in both languages.
func TestSabbathRepeats(t *testing.T) {
	for text, title := range map[string]string{
		"remind me every motzei shabbat at 21:00 to take out the recycling": "take out the recycling",
		"remind me every shabbat at 10 to call mom":                         "call mom",
		"תזכיר לי כל מוצאי שבת ב21:00 להוציא את המחזור":                     "להוציא את המחזור",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title ||
			s.Tasks.Drafts[0].Recurrence == nil || s.Tasks.Drafts[0].Recurrence.Type != memo.RecurWeekly || len(s.Tasks.Drafts[0].Recurrence.Days) != 1 || s.Tasks.Drafts[0].Recurrence.Days[0] != 6 {
			t.Errorf("%q: %+v; want weekly on Saturday %q", text, s.Tasks, title)
		}
	}
	// A bare "shabbat" is no repetition, and a one-off "motzash" is no series.
	s := plan(t, "remind me motzash at 9pm to call mom").Steps[0]
	if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Recurrence != nil {
		t.Errorf("motzash: %+v; want a one-off", s.Tasks)
	}
}

// TestIsraeliClosers: thanks and approval typed in Latin letters are
// thanks; "…, achla" closes a request and is no word of it.
func TestIsraeliClosers(t *testing.T) {
	for _, text := range []string{"tnx achi, sababa", "achla, toda", "sababa achi", "beseder tnx"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpThanks {
			t.Errorf("%q: %s; want thanks", text, s.Operation)
		}
	}
}

// TestDictatedLabelAndRecurringWord: a dictated "new event comma …" and a
// "recurring" said before a repetition are no words of the title; without
// a repetition "recurring" names the thing.
func TestDictatedLabelAndRecurringWord(t *testing.T) {
	for text, title := range map[string]string{
		"new event comma client meeting with Goldberg and Associates comma Monday at 2 30 pm period": "client meeting with Goldberg and Associates",
		"recurring sync with eng leads every Tuesday at 10":                                          "sync with eng leads",
		"new recurring reminder to water the plants every sunday at 9":                               "water the plants",
		"recurring deposit review friday 10am":                                                       "recurring deposit review",
	} {
		if got, _ := titleAndStart(t, text); got != title {
			t.Errorf("%q: %q; want %q", text, got, title)
		}
	}
}

// TestDeedsMemoCannotDo: a file sent, a call made with a message, a bill
// paid, asked of Memo with no time, get an honest "I can't" and store
// nothing; the same deed with a time or as a reminder is a thing to do.
func TestDeedsMemoCannotDo(t *testing.T) {
	for _, text := range []string{
		"can you email the deck to Priya?", "could you send the contract to Dana", "can you pay the electricity bill",
		"call my wife and tell her I'm late", "תתקשר לאישה שלי תגיד לה אני מאחר", "תשלח את המצגת לפריה", "תשלם את החשבון חשמל",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpUnknown || s.General == nil || s.General.Reason != memo.ReasonOutside {
			t.Errorf("%q: %s %+v; want an honest decline", text, s.Operation, s.General)
		}
	}
	for _, text := range []string{
		"remind me to email the deck to Priya at 5", "email the deck to Priya tomorrow at 9", "call mom at 5",
		"תזכיר לי לשלוח את המצגת לפריה מחר ב9", "remind me to pay the electricity bill friday at 10", "לשלם ארנונה",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpTaskCreate {
			t.Errorf("%q: %s; want a reminder", text, s.Operation)
		}
	}
}

// titleAndStart is the title and start (minute, in Jerusalem) of the one
// event or reminder text makes, or "" when it makes none.
func titleAndStart(t *testing.T, text string) (string, string) {
	t.Helper()
	s := plan(t, text).Steps[0]
	switch {
	case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
		return s.Calendar.Drafts[0].Summary, s.Calendar.Drafts[0].Start.In(jerusalem).Format("2006-01-02T15:04")
	case s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate != nil:
		return s.Tasks.Drafts[0].Text, s.Tasks.Drafts[0].DueDate.In(jerusalem).Format("2006-01-02T15:04")
	case s.Tasks != nil && len(s.Tasks.Drafts) == 1:
		return s.Tasks.Drafts[0].Text, ""
	}
	return "", ""
}

// TestPersonByPronoun: a deed done to a person named by a pronoun ("feed
// her", "להאכיל אותה") is a reminder, kept with its repetition; a generic
// verb on "it" is still left to a follow-up.
func TestPersonByPronoun(t *testing.T) {
	for text, title := range map[string]string{
		"can you remind me every 3 hours to feed her": "feed her",
		"remind me at 5 to call him":                  "call him",
		"תזכיר לי כל 3 שעות להאכיל אותה":              "להאכיל אותה",
		"תזכיר לי ב5 להתקשר לה":                       "להתקשר לה",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s %+v; want a reminder %q", text, s.Operation, s.Tasks, title)
		}
	}
	for _, text := range []string{"remind me to do it at 5", "remind me at 5 to move it", "תזכיר לי ב5 לעשות את זה"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want no reminder", text, s.Tasks)
		}
	}
}

// TestDictatedHourSounds: "at for pm" dictated is four p.m.; "for" and
// "to" elsewhere are words of the title.
func TestDictatedHourSounds(t *testing.T) {
	for text, want := range map[string][2]string{
		"remind me to call the tax office tomorrow at for pm": {"call the tax office", "2026-01-21T16:00"},
		"remind me tomorrow at ate am to run":                 {"run", "2026-01-21T08:00"},
		"dinner for two at 8pm":                               {"dinner for two", "2026-01-20T20:00"},
		"remind me at 5 to go to the gym":                     {"go to the gym", "2026-01-20T17:00"},
	} {
		if title, at := titleAndStart(t, text); title != want[0] || at != want[1] {
			t.Errorf("%q: %q at %s; want %q at %s", text, title, at, want[0], want[1])
		}
	}
}
