package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// One more of the same deed to someone else: "and also the insurance guy
// at 11" after "call the bank", "וגם לאמא ב-11" after "להתקשר לבנק".

// roleNouns close an English noun phrase that names a person or a body
// one calls, writes to or meets: "the insurance guy", "the gas company".
var roleNouns = wordSet(`guy guys lady man woman person people company office agent agency doctor dentist plumber electrician
	landlord lawyer accountant teacher school bank clinic vet mechanic manager rep department`)

// carryFocusVerb gives the focus reminder's verb to a reminder said after
// it by whom alone: "and also the insurance guy at 11" is "call the
// insurance guy". Only a task create whose whole title names someone is
// touched; anything else keeps its title.
func carryFocusVerb(req memo.PlanRequest, steps []memo.Step) {
	f := req.Focus
	if f == nil || f.Kind != memo.FocusTask || len(steps) != 1 {
		return
	}
	s := steps[0]
	if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 {
		return
	}
	verb := leadingVerb(f.Title)
	obj := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(f.Title), verb))
	if verb == "" || obj == "" || !whomVerbs[toLower(verb)] {
		return
	}
	title := strings.TrimSpace(s.Tasks.Drafts[0].Text)
	if t, ok := whomFor(verb, obj, title); ok {
		s.Tasks.Drafts[0].Text = t
	}
}

// whomFor is verb's deed done to whom, when whom names someone the way
// obj, the focus's own object, does.
func whomFor(verb, obj, whom string) (string, bool) {
	ws := strings.Fields(whom)
	if len(ws) == 0 || len(ws) > 4 || opensWithCommand(whom) {
		return "", false
	}
	if hebrewText(verb) {
		// The same mark of the object: "להתקשר לבנק" and "לאמא", "לבקר
		// את סבתא" and "את אמא".
		if !hebrewText(whom) || len(ws) > 2 {
			return "", false
		}
		switch {
		case strings.HasPrefix(obj, "את ") && ws[0] == "את" && len(ws) == 2 && heWhom(ws[1]):
		case strings.HasPrefix(obj, "ל") && !strings.HasPrefix(obj, "ל ") && len(ws) == 1 && strings.HasPrefix(ws[0], "ל") &&
			heWhom(strings.TrimPrefix(ws[0], "ל")):
		default:
			return "", false
		}
		return verb + " " + whom, true
	}
	if hebrewText(whom) || startsWithVerb(whom) || !enWhom(ws) {
		return "", false
	}
	return verb + " " + whom, true
}

// whomVerbs are the deeds done to someone, whose object another person
// can take: "call", "visit", "להתקשר", "לבקר". "buy milk" is not one.
var whomVerbs = wordSet(`call phone ring text email message visit meet ask thank pay remind invite tell contact congratulate
	להתקשר לטלפן לסמס לכתוב לבקר לפגוש לשאול להזמין לברך להודות לשלם לאסוף להזכיר לעדכן`)

// heWhom reports whether w, a Hebrew word without its "ל", is someone:
// "אמא", "סבתא", "הרופא", a name Hebrew also reads as a prefix.
func heWhom(w string) bool {
	bare := strings.TrimPrefix(w, "ה")
	return relationWords[w] || relationWords[bare] || heRoleNouns[bare] || lexicon.HebrewName(w)
}

// heRoleNouns are Hebrew words for someone one calls or meets by role.
var heRoleNouns = wordSet(`רופא רופאה אינסטלטור חשמלאי עורך עורכת מורה גננת בנק מוסך וטרינר רואה מנהל מנהלת שכן שכנה בעל`)

// enWhom reports whether ws, an English noun phrase, names a person or a
// body: "mom", "the insurance guy", "Dana", "my sister".
func enWhom(ws []string) bool {
	low := strings.Fields(toLower(strings.Join(ws, " ")))
	last := low[len(low)-1]
	switch low[0] {
	case "the", "my", "our":
		return len(low) > 1 && (relationWords[last] || roleNouns[last])
	}
	if len(low) == 1 && relationWords[last] {
		return true
	}
	// A name as written: every word capitalised, none a common word.
	for _, w := range ws {
		r := []rune(w)
		if len(r) < 2 || r[0] < 'A' || r[0] > 'Z' || enNotName[toLower(w)] {
			return false
		}
	}
	return true
}
