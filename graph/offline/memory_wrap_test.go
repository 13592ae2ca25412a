package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMemoryWrapperCut: a request to remember a fact, in whatever words
// it is asked ("I need to remember that …", "don't let me forget that …",
// "אני צריך לזכור ש…", "אל תשכח ש…"), stores the fact alone: the wrapper
// never stays in the note.
func TestMemoryWrapperCut(t *testing.T) {
	for text, note := range map[string]string{
		"i need to remember that my wifi password is BlueHorse42":     "my wifi password is BlueHorse42",
		"I want you to remember that the gate code is 4512":           "the gate code is 4512",
		"please remember that my locker is 17":                        "my locker is 17",
		"don't let me forget that dana's birthday is in may":          "dana's birthday is in may",
		"make a note that the car is in spot 3":                       "the car is in spot 3",
		"note that the car is in spot 3":                              "the car is in spot 3",
		"keep in mind that i'm allergic to peanuts":                   "i'm allergic to peanuts",
		"i have to remember that the gate code is 4512":               "the gate code is 4512",
		"hey, i gotta remember that dana is vegan":                    "dana is vegan",
		"make sure i remember that the gate code is 4512":             "the gate code is 4512",
		"remember for me that the gate code is 4512":                  "the gate code is 4512",
		"make a mental note that the boiler guy comes on Sundays":     "the boiler guy comes on Sundays",
		"hey memo, just so you know, the wifi password is Sun22":      "the wifi password is Sun22",
		"mkae a note that my locker code is 4412":                     "my locker code is 4412",
		"תזכור שהקוד של השער הוא 4512":                                "הקוד של השער הוא 4512",
		"תזכרי שדנה צמחונית":                                          "דנה צמחונית",
		"שים לב שהשער נפתח רק עם שלט":                                 "השער נפתח רק עם שלט",
		"רשום לך שהקוד של השער הוא 4512":                              "הקוד של השער הוא 4512",
		"אני צריך לזכור שהקוד של השער הוא 4512":                       "הקוד של השער הוא 4512",
		"אני צריכה לזכור שדנה צמחונית":                                "דנה צמחונית",
		"אל תיתן לי לשכוח שהקוד של השער הוא 4512":                     "הקוד של השער הוא 4512",
		"אל תשכחי שדנה צמחונית":                                       "דנה צמחונית",
		"תדאג שאזכור שהמפתח אצל השכנה":                                "המפתח אצל השכנה",
		"חשוב שתזכור שהקוד של השער הוא 4512":                          "הקוד של השער הוא 4512",
		"תזכור לי שהמפתח אצל השכנה":                                   "המפתח אצל השכנה",
		"אלתשכחי שהסיסמה של הוויפי היא sunflower22":                   "הסיסמה של הוויפי היא sunflower22",
		"יאללה שיםלב שהקוד של הלוקר הוא 4412":                         "הקוד של הלוקר הוא 4412",
		"היי, אני צריך לזכור שיום ההולדת של דנה ב-3 במאי":             "יום ההולדת של דנה ב-3 במאי",
		"don't let me forget that the plumber's number is 0541234567": "the plumber's number is 0541234567",
	} {
		p := plan(t, text)
		step, ok := memoryStep(t, p)
		if !ok || step.Operation != memo.OpMemoryStore || step.Memory.Draft == nil {
			t.Errorf("%q: planned %s.%s, want a store", text, p.Steps[0].Capability, p.Steps[0].Operation)
			continue
		}
		if got := step.Memory.Draft.Text; got != note {
			t.Errorf("%q: stored %q, want %q", text, got, note)
		}
	}
}

// TestMemoryWrapperNotAFact: a wrapper before a thing to do, or before a
// fact with a time near enough to be reminded at, is no note.
func TestMemoryWrapperNotAFact(t *testing.T) {
	for _, text := range []string{
		"i need to remember to call mom tomorrow at 9", "don't let me forget to call mom tomorrow at 9",
		"don't let me forget that the dentist is tomorrow at 5", "make sure i don't forget that the vet is on sunday at 10",
		"אני צריך לזכור להתקשר לאמא מחר ב-9", "אל תיתן לי לשכוח שהרופא מחר ב-5", "תדאגי שלא אשכח שהווטרינר ביום ראשון ב-10",
	} {
		if _, ok := memoryStep(t, plan(t, text)); ok {
			t.Errorf("%q: planned a memory", text)
		}
	}
}

// TestMemoryWrapperAlone: a wrapper with only "that" after it keeps the
// message before, as "remember this" does; it never stores its own words.
func TestMemoryWrapperAlone(t *testing.T) {
	for _, text := range []string{"i need to remember that", "i have to remember this", "make a mental note of that",
		"אני צריך לזכור את זה", "תזכרי לי את זה"} {
		p := plan(t, text)
		step, ok := memoryStep(t, p)
		if !ok || step.Operation != memo.OpMemoryStore || !step.Memory.FromContext || step.Memory.Draft != nil {
			t.Errorf("%q: planned %+v, want the message before stored", text, p.Steps[0])
		}
	}
}
