package brain_test

import "testing"

// TestRelatedWordsFound: a question in other words than the memory's
// ("payment terms" for "pays net 60", "איזו תרופה" for "פניצילין")
// finds it when it names the same person; a memory of another person,
// or one that holds only the question's person, is not an answer.
func TestRelatedWordsFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("Marco pays net 60"))
	mustStore(t, b, "u1", note("אבא אלרגי לפניצילין"))
	mustStore(t, b, "u1", note("the wifi password is tiger22"))
	mustStore(t, b, "u1", note("grandma takes her pills at 9"))
	mustStore(t, b, "u1", note("סבתא לוקחת את הכדורים בשמונה"))
	wantFound(t, b, map[string]string{
		"what were Marco's payment terms?": "net 60", "what are marco's payment terms": "net 60", "when does marco pay": "net 60",
		"לאיזו תרופה אבא אלרגי?": "פניצילין", "למה אבא אלרגי": "פניצילין", "what medicine is dad allergic to": "פניצילין",
		"what's the wifi pw":                "tiger22",
		"what medication does grandma take": "pills", "איזו תרופה סבתא לוקחת": "הכדורים",
		// Another person, or the person alone.
		"what are dana's payment terms": "", "לאיזו תרופה אמא אלרגית?": "", "what is mom allergic to": "",
		"what medication does grandpa take": "", "איזו תרופה סבא לוקח": "", "what does marco drink": "",
	})
}

// TestWhoseRelative: a relative is the user's when said alone or as
// "my"/"שלי", and someone else's when said as theirs; a question about
// one is answered only by a memory of the same person's relative.
func TestWhoseRelative(t *testing.T) {
	others := newBrain(t, open(t), nil)
	mustStore(t, others, "u1", fact("ronnie's mom is Dana 050-1234567", "ronnie's mom", "Dana 050-1234567"))
	mustStore(t, others, "u1", note("אמא של רוני היא דנה 050-7654321"))
	mustStore(t, others, "u1", note("his dad is allergic to nuts"))
	wantFound(t, others, map[string]string{
		"what's ronnie's mom's number": "1234567", "what's the number of ronnie's mother": "1234567",
		"מה המספר של אמא של רוני": "7654321",
		"what's mom's number":     "", "what's my mom's number": "", "what's my mother's phone": "",
		"מה המספר של אמא": "", "מה המספר של אמא שלי": "", "מה הטלפון של אמא שלי?": "",
		"what is dad allergic to": "", "למה אבא שלי אלרגי": "",
	})
	mine := newBrain(t, open(t), nil)
	mustStore(t, mine, "u1", note("my mom's number is 052-9999999"))
	mustStore(t, mine, "u1", note("הטלפון של אבא שלי 054-1111111"))
	mustStore(t, mine, "u1", note("סבתא אוהבת פרחים לבנים"))
	wantFound(t, mine, map[string]string{
		"what's mom's number": "9999999", "what's my mother's number": "9999999", "מה המספר של אמא": "9999999",
		"מה הטלפון של אבא": "1111111", "what's my dad's phone": "1111111", "מה סבתא אוהבת": "פרחים", "מה אוהבת סבתא שלי": "פרחים",
		"what's ronnie's mom's number": "", "מה המספר של אמא של רוני": "", "what's his mom's number": "",
		"מה הטלפון של אבא של דני": "", "what does ronnie's grandma like": "", "מה סבא אוהב": "",
	})
}

// TestPersonAndContent: a question that names a person and asks a thing
// of them is answered by a memory that holds the person and the thing
// (or a word for it); one that holds only the person is not an answer.
func TestPersonAndContent(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("ronnie's mom is Dana 050-1234567"))
	mustStore(t, b, "u1", note("אמא של רוני היא דנה 050-7654321"))
	mustStore(t, b, "u1", note("Marco pays net 60"))
	wantFound(t, b, map[string]string{
		"what's ronnie's mom's phone": "1234567", "what is ronnie's mom's name": "Dana", "מה השם של אמא של רוני": "דנה", "what's the number of ronnie's mom": "1234567", "מה הטלפון של אמא של רוני": "7654321",
		"what are marco's payment terms": "net 60", "what do you know about marco": "net 60",
		"what's ronnie's mom's address": "", "הכתובת של אמא של רוני?": "", "מה המייל של אמא של רוני": "",
		"when is marco's birthday": "", "מה יום ההולדת של מרקו": "",
	})
}
