package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestClosingTags: the tags other Englishes close a request with ("fam",
// "innit", ", eh", "ya know") are no word of the thing; said where a
// thing is ("meet the fam", "see fam", "what you know") they stay.
func TestClosingTags(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"remind me in 20 mins to take the chicken out the freezer fam", "take the chicken out the freezer"},
		{"Remind me Saturday at 5:30am to drive Tyler to hockey practice, eh", "drive Tyler to hockey practice"},
		{"remind me at 5 to call the council innit", "call the council"},
		{"remind me at 9 to take the bins out ya know", "take the bins out"},
		{"remind me at 9 to take the bins out, you know", "take the bins out"},
		{"remind me at 6 to book the garage eh thanks", "book the garage"},
		{"please remind me tomorrow at 6:45 to pack the kids' swimming costumes, thanks hey", "pack the kids' swimming costumes"},
		{"remind me at 5 to fetch the kids from school hey", "fetch the kids from school"},
		{"remind me at 5 to tell grandma about the party, thanks hey", "tell grandma about the party"},
		// The tag question an Irish request closes with, Hong Kong's "ar",
		// Sheng's "bana"; blessings and French politeness.
		{"remind me to correct the 5th years essays tomorrow evening at 7 would ya", "correct the 5th years essays"},
		{"remind me at 5 to ring the plumber will ya", "ring the plumber"},
		{"help me add meeting with client Friday 2:30pm at IFC ar", "meeting with client at IFC"},
		{"put meeting with the chama friday 5pm at the shop bana", "meeting with the chama at the shop"},
		{"Please remind me to take my BP medication every day at 7am by God's grace", "take my BP medication"},
		{"remind me at 7 to pray by the grace of god", "pray"},
		{"כל בוקר בשמונה תזכיר לי לקחת את התרופות s'il te plaît", "לקחת את התרופות"},
		{"תזכיר לי מחר ב-5 להתקשר לבנק merci", "להתקשר לבנק"},
		// Near-misses: the tag is the thing.
		{"remind me at 5 to book a trip to ar", "book a trip to ar"},
		{"remind me at 5 to ask her would she come", "ask her would she come"},
		{"remind me at 5 to read his grace's letter", "read his grace's letter"},
		{"remind me at 5 to meet the fam", "meet the fam"},
		{"remind me at 5 to see fam", "see fam"},
		{"remind me at 5 to text my fam group", "text my fam group"},
		{"remind me at 5 to call Fam", "call Fam"},
		{"remind me at 5 to say hey", "say hey"},
		{"remind me at 5 to text jake hey", "text jake hey"},
		{"remind me at 5 to tell grandma hey", "tell grandma hey"},
		{"remind me at 5 to visit my fam", "visit my fam"},
		{"remind me at 5 to write down what you know", "write down what you know"},
	} {
		if got := said(plan(t, tc.text).Steps[0]); got != tc.want {
			t.Errorf("%q: read %q; want %q", tc.text, got, tc.want)
		}
	}
}

// TestHadThingAsTask: a thing the user says they have due, with a request
// to keep it as a task after it, is the task; the address before it and
// the tag after it are not.
func TestHadThingAsTask(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"bruv i got maths coursework due friday innit, add it as a task", "maths coursework"},
		{"i got a history essay due monday, add it to my todo", "history essay"},
		{"i have maths coursework due friday, add it as a task", "maths coursework"},
		// Near-miss: a deed after "i got" is no thing had.
		{"i got to call the bank on friday, add it as a task", "call the bank"},
	} {
		if got := said(plan(t, tc.text).Steps[0]); got != tc.want {
			t.Errorf("%q: read %q; want %q", tc.text, got, tc.want)
		}
	}
}

// TestTaglishAndBlessings: "po" closing a question, the Taglish "pa
// remind naman", and thanks said with a blessing or an address.
func TestTaglishAndBlessings(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"pa remind naman tomorrow 5am to send remittance to Mama via GCash", "send remittance to Mama via GCash"},
		{"pa-remind po at 6 to call Tita Baby", "call Tita Baby"},
	} {
		if got := said(plan(t, tc.text).Steps[0]); got != tc.want {
			t.Errorf("%q: read %q; want %q", tc.text, got, tc.want)
		}
	}
	for text, want := range map[string]string{
		"what's on my grocery list po":  "grocery",
		"what's on my grocery list po?": "grocery",
	} {
		s := plan(t, text, "grocery").Steps[0]
		if s.Operation != memo.OpListGet || s.Lists == nil || s.Lists.Name != want {
			t.Errorf("%q: %s %+v; want the %s list", text, s.Operation, s.Lists, want)
		}
	}
	for _, text := range []string{"Diolch, you're a star", "thank u po 😊", "Well bless your heart thank you kindly", "thanks po",
		"תודה יא בני אלוהים ישמור אותך", "תודה, השם ישמור עליך"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpThanks {
			t.Errorf("%q: %s; want thanks", text, s.Operation)
		}
	}
	if s := plan(t, "wagwan").Steps[0]; s.Operation != memo.OpGreet {
		t.Errorf("wagwan: %s; want a greeting", s.Operation)
	}
	// Near-misses: "po" a thing, a blessing inside a request.
	for text, want := range map[string]string{
		"remind me at 5 to approve the po":        "approve the po",
		"remind me at 5 to bless your heart card": "bless your heart card",
	} {
		if got := said(plan(t, text).Steps[0]); got != want {
			t.Errorf("%q: read %q; want %q", text, got, want)
		}
	}
}
