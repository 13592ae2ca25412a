package brain_test

import "testing"

// TestToldFactsFound: a fact told with no "remember" — a debt, who
// someone of the user's is, what someone eats, a number of a thing of the
// user's — is found by the questions people ask of it, in both languages.
func TestToldFactsFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("Roi owes me 50 shekels"))
	mustStore(t, b, "u1", note("רועי חייב לי 50 שקל"))
	mustStore(t, b, "u1", fact("my commander is Tal, phone 052-1234567", "my commander", "Tal, phone 052-1234567"))
	mustStore(t, b, "u1", fact("המפקד שלי זה טל טל' 052-1234567", "המפקד שלי", "טל טל' 052-1234567"))
	mustStore(t, b, "u1", fact("השם של האינסטלטור זה אבי", "השם של האינסטלטור", "אבי"))
	mustStore(t, b, "u1", note("הלוקר שלי 318"))
	mustStore(t, b, "u1", fact("the plumber's name is Avi", "the plumber's name", "Avi"))
	mustStore(t, b, "u1", note("Dana doesn't eat gluten"))
	mustStore(t, b, "u1", note("דנה לא אוכלת גלוטן"))
	wantFound(t, b, map[string]string{
		"how much does Roi owe me?": "50", "כמה רועי חייב לי?": "50", "what's my commander's phone?": "052",
		"מה הטלפון של המפקד?": "052", "מי המפקד שלי?": "טל", "who is my commander": "Tal",
		"איך קוראים לאינסטלטור?": "אבי", "מה השם של האינסטלטור?": "אבי", "מה הלוקר שלי?": "318",
		"what's the plumber called?": "Avi", "what's the electrician's name?": "",
		"does Dana eat gluten?": "gluten", "מה דנה לא אוכלת?": "גלוטן",
	})
}
