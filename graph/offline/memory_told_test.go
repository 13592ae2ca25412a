package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMemoryTold: a fact worth keeping told with no "remember" — a debt,
// who someone of the user's is, what someone eats or likes, a number of a
// thing of the user's — is kept as said, in both languages; chatter, a
// feeling, a question, a thing to do, a time and half a fact are not.
func TestMemoryTold(t *testing.T) {
	for _, text := range []string{
		// A debt.
		"Roi owes me 50 shekels",
		"roi owes me 50",
		"Dana owes me $20 for the pizza",
		"i owe Avi 100 nis",
		"my brother owes me 200 bucks",
		"רועי חייב לי 50 שקל",
		"דנה חייבת לי 100 ש\"ח על הפיצה",
		// Who someone of the user's is.
		"my commander is Tal, phone 052-1234567",
		"my commander is tal, 052-1234567",
		"the plumber's name is Avi",
		"the kids' pediatrician is Dr. Levi on Herzl 12",
		"our landlord is Moshe Cohen",
		"the name of the electrician is Yossi",
		"My boss is Dana Katz",
		"המפקד שלי זה טל טל' 052-1234567",
		"המפקד שלי זה טל",
		"רופאת הילדים היא ד\"ר לוי בהרצל 12",
		"השם של האינסטלטור זה אבי",
		"לאינסטלטור קוראים אבי",
		"החשמלאי שלנו הוא יוסי 054-7654321",
		"רופא המשפחה שלי: ד\"ר כהן",
		// What someone eats or likes.
		"Dana doesn't eat gluten",
		"my wife is allergic to peanuts",
		"Noam loves sushi",
		"Dana is vegan",
		"my son can't eat dairy",
		"דנה לא אוכלת גלוטן",
		"אמא אלרגית לאגוזים",
		"הבן שלי צמחוני",
		"נועם אוהב שוקולד מריר",
		"אבא של רוני לא שותה אלכוהול",
		// A number of a thing of the user's.
		"my parking spot is 41",
		"my locker is 318",
		"our apartment is 12b",
		"הלוקר שלי 318",
		"החניה שלי היא 41",
	} {
		s := plan(t, text).Steps
		if len(s) != 1 || s[0].Operation != memo.OpMemoryStore || s[0].Memory == nil || s[0].Memory.Draft == nil {
			t.Errorf("%q: planned %s.%s, want it kept", text, s[0].Capability, s[0].Operation)
			continue
		}
		if d := s[0].Memory.Draft; d.Text != text {
			t.Errorf("%q: kept %q, want it as said", text, d.Text)
		}
	}
	for _, text := range []string{
		// Chatter and feelings.
		"I'm tired", "אני גמורה", "the weather is nice", "my boss is crazy", "my boss is so annoying", "המפקד שלי זה מניאק",
		"המפקד שלי מעצבן", "המנהלת שלי היא בהריון", "המורה שלי היא בחופשת לידה", "הבוס שלי זה אני", "המפקד שלי זה מבסוט", "my day is ruined", "I love you", "I love pizza", "אני אוהבת אותך", "Dana loves you", "דנה אוהבת אותי",
		"everyone hates mondays", "אני לא אוכלת גלוטן", "she doesn't eat gluten", "היא לא אוכלת גלוטן", "הוא חייב לי 50 שקל",
		"he owes me 50", "Roi owes me", "רועי חייב לי", "Roi owes me a favor", "רועי חייב לי טובה",
		// Questions.
		"how much does Roi owe me?", "כמה רועי חייב לי?", "who is my commander?", "מי המפקד שלי?", "does Dana eat gluten?",
		// A thing to do, a time: a reminder or an event.
		"אני חייב לשלם 200 שקל", "Roi owes me 50 by friday", "רועי חייב לי 50 שקל עד מחר", "my dentist is tomorrow at 5",
		"the plumber is coming tomorrow at 9", "האינסטלטור מגיע מחר ב-9", "remind me Roi owes me 50",
		// The user's own day.
		"I called mom", "התקשרתי לאמא", "I paid Roi 50 shekels", "שילמתי לרועי 50 שקל",
		// Half a fact.
		"my commander is", "the plumber's name is", "המפקד שלי זה",
	} {
		if s := plan(t, text).Steps; s[0].Operation == memo.OpMemoryStore && s[0].Memory != nil && s[0].Memory.Draft != nil && s[0].Memory.Draft.Text == text {
			t.Errorf("%q: kept as a fact %+v", text, s[0].Memory.Draft)
		}
	}
}
