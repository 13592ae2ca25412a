package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRemarkTold: a remark on the day, the week or the weather, or thanks
// said with more than thanks, that no reader claims is answered in kind;
// near misses with a request, a question, a time, an event or a lack in
// them are read as before or declined, never answered as chat.
func TestRemarkTold(t *testing.T) {
	for _, r := range []struct {
		text   string
		op     memo.Op
		reason memo.UnknownReason
	}{
		{"יא זלמה איזה יום ארוך היה, 12 שעות על הכביש", memo.OpUnknown, memo.ReasonRemark},
		{"משעמם פה רצח", memo.OpUnknown, memo.ReasonRemark},
		{`ב"ה היה שבוע עמוס`, memo.OpUnknown, memo.ReasonRemark},
		{"איזה קור הבוקר ברפת", memo.OpUnknown, memo.ReasonRemark},
		{"שבוע מטורף אחי", memo.OpUnknown, memo.ReasonRemark},
		{"ugh הספרינט… 🙃", memo.OpUnknown, memo.ReasonRemark},
		{"its a dreich day the day nae fishing weather at all", memo.OpUnknown, memo.ReasonRemark},
		{"such a grey miserable day", memo.OpUnknown, memo.ReasonRemark},
		{"lovely sunny day out here", memo.OpUnknown, memo.ReasonFeelingGood},
		{"תודה מותק אתה עוזר טוב, יותר טוב מהבן שלי", memo.OpThanks, ""},
		{"thank you ma", memo.OpThanks, ""},
		{"Salamat po for helping me always 🙏", memo.OpThanks, ""},
		{"Y'all are lifesavers, thanks hon", memo.OpThanks, ""},
		// Near misses: a request, a question, a time, an event, a lack.
		{"the fridge is empty", memo.OpUnknown, ""},
		{"נגמר החלב במקרר", memo.OpUnknown, ""},
		{"long day, what do I have tomorrow?", "", ""},
		{"איזה יום ארוך, מה יש לי מחר?", "", ""},
		{"cold day at 5", "", ""},
		{"thanks, cancel the dentist", "", ""},
		// thanks said with words not understood thanks for nothing known
		{"hi, blorfy snarg thx", "", ""},
		{"מתוקה, שניייה אני חוזרת תודה", "", ""},
	} {
		s := plan(t, r.text).Steps[0]
		if r.op == "" {
			if s.Capability == memo.CapGeneral && s.General != nil && (s.General.Reason == memo.ReasonRemark || s.Operation == memo.OpThanks) {
				t.Errorf("%q: answered as chat (%s %s)", r.text, s.Operation, s.General.Reason)
			}
			continue
		}
		var reason memo.UnknownReason
		if s.General != nil {
			reason = s.General.Reason
		}
		if s.Capability != memo.CapGeneral || s.Operation != r.op || reason != r.reason {
			t.Errorf("%q: got %s.%s %q, want %s %q", r.text, s.Capability, s.Operation, reason, r.op, r.reason)
		}
	}
}

// TestRepliedToWoman: a woman's message about herself ("אני ממש עייפה")
// marks the reply feminine; a man's, or one about another woman, does not.
func TestRepliedToWoman(t *testing.T) {
	for _, r := range []struct {
		text string
		fem  bool
	}{
		{"אני ממש עייפה", true},
		{"עייפה אחרי לילה בלי שינה", true},
		{"אוף אני מרגישה גמורה", true},
		{"אני ממש עייף", false},
		{"אמא שלי עייפה", false},
		{"I'm so tired", false},
	} {
		s := plan(t, r.text).Steps[0]
		if s.General == nil || s.General.Feminine != r.fem {
			t.Errorf("%q: feminine %v, want %v (%s %+v)", r.text, s.General != nil && s.General.Feminine, r.fem, s.Operation, s.General)
		}
	}
}

// TestAskedOfMemo: a joke or the languages asked of Memo get their own
// honest answer, after the lead of a question or not; a joke or a language
// inside a request is read as the request.
func TestAskedOfMemo(t *testing.T) {
	for _, r := range []struct {
		text   string
		op     memo.Op
		reason memo.UnknownReason
	}{
		{"Can you tell me a joke?", memo.OpUnknown, memo.ReasonJoke},
		{"tell me a funny joke pls", memo.OpUnknown, memo.ReasonJoke},
		{"תספר לי בדיחה", memo.OpUnknown, memo.ReasonJoke},
		{"יש לך בדיחה טובה?", memo.OpUnknown, memo.ReasonJoke},
		{"פליז ישלך בדיחה טובה? תודה", memo.OpUnknown, memo.ReasonJoke},
		{"I have a doubt, can you set reminders in Hebrew also?", memo.OpUnknown, memo.ReasonLanguages},
		{"do you speak english?", memo.OpUnknown, memo.ReasonLanguages},
		{"אתה מדבר אנגלית?", memo.OpUnknown, memo.ReasonLanguages},
		{"אפשר לכתוב לך באנגלית?", memo.OpUnknown, memo.ReasonLanguages},
		{"נשמה אפפשר לכתוב לך באנגלית?", memo.OpUnknown, memo.ReasonLanguages},
		{"I have a doubt, what can you do?", memo.OpHelp, ""},
		// Near misses: the joke or the language is a thing to do.
		{"remind me to tell dana the joke at 5", memo.OpTaskCreate, ""},
		{"תזכיר לי מחר ב-5 ללמוד אנגלית", memo.OpTaskCreate, ""},
	} {
		s := plan(t, r.text).Steps[0]
		var reason memo.UnknownReason
		if s.General != nil {
			reason = s.General.Reason
		}
		if s.Operation != r.op || reason != r.reason {
			t.Errorf("%q: got %s.%s %q, want %s %q", r.text, s.Capability, s.Operation, reason, r.op, r.reason)
		}
	}
}
