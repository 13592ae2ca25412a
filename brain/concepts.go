package brain

// A question does not always use the words the memory was told in: "where
// is the car?" asks about "I parked on level 3", "איפה האוטו?" about
// "חניתי בקומה 2". concepts are small groups of words that stand for one
// another in a question, from the things people ask a personal assistant
// to keep: where they parked, keys, codes, numbers, family, allergies.
// A question word of a group matches a memory that holds any word of the
// group; the memory's own words are indexed as said.
var concepts = [][]string{
	{"car", "cars", "vehicle", "auto", "motor", "park", "parked", "parking", "garage",
		"אוטו", "האוטו", "רכב", "הרכב", "מכונית", "המכונית", "חניה", "חנייה", "החניה", "חניתי", "החניתי", "החנתי", "חנינו", "חניון", "חונה"},
	{"key", "keys", "מפתח", "מפתחות", "המפתחות"},
	{"code", "password", "passcode", "pin", "combination", "pw", "pwd", "passwd", "pword", "combo", "קוד", "הקוד", "סיסמה", "סיסמא", "הסיסמה"},
	{"phone", "number", "mobile", "cell", "num", "tel", "טלפון", "מספר", "נייד", "פלאפון"},
	{"wife", "husband", "spouse", "partner", "אשה", "אישה", "אשתו", "אשתי", "בעל", "בעלה", "בעלי"},
	{"son", "daughter", "kid", "kids", "child", "children", "בן", "הבן", "בנו", "בת", "הבת", "בתו", "ילד", "ילדה", "ילדים", "הילדים"},
	{"allergy", "allergies", "allergic", "אלרגיה", "אלרגי", "אלרגית", "אלרגיים", "אלרגיות"},
	{"birthday", "bday", "b-day", "bdays", "born", "יומולדת", "יומהולדת", "הולדת", "נולד", "נולדה"},
	{"address", "addr", "lives", "live", "כתובת", "הכתובת", "גר", "גרה", "גרים"},
	{"link", "url", "site", "website", "web", "קישור", "לינק", "אתר"},
	{"doctor", "dr", "physician", "רופא", "רופאה", "הרופא", "הרופאה"},
	{"wifi", "wi-fi", "internet", "network", "router", "וויפי", "ווייפיי", "ויפי", "אינטרנט", "רשת", "ראוטר", "נתב"},
	{"glasses", "spectacles", "משקפיים", "המשקפיים"},
	// What someone is called: "השם של האינסטלטור זה אבי" answers "איך
	// קוראים לאינסטלטור?", "the plumber's name is Avi" "what's the plumber
	// called?".
	{"name", "named", "called", "השם", "קוראים", "קוראת", "קורא", "נקרא", "נקראת"},
	{"hour", "hours", "hr", "hrs"},
	// When a document or a card stops being good: "my passport expires on
	// 3 March 2029" answers "my passport expiry", "הדרכון בתוקף עד 2029"
	// "מתי פג הדרכון".
	{"expire", "expires", "expired", "expiring", "expiry", "expiration", "exp", "valid", "validity", "renew", "renewal", "renews",
		"תוקף", "בתוקף", "התוקף", "פג", "פגה", "פוקע", "פוקעת", "תפוגה", "חידוש"},
	{"rate", "rates", "charge", "charging", "price", "prices", "cost", "costs", "fee", "fees", "hourly", "תעריף", "מחיר", "עלות"},
	// How and when someone pays: "Marco pays net 60" answers "Marco's
	// payment terms", "משלם שוטף 30" answers "תנאי התשלום".
	{"pay", "pays", "paid", "paying", "payment", "payments", "terms", "net", "invoice", "invoices", "billing",
		"תשלום", "תשלומים", "משלם", "משלמת", "משלמים", "שילם", "שילמה", "לשלם", "שוטף", "חשבונית", "חשבוניות"},
	// Medicines by what they are and by their common names: "allergic to
	// penicillin" answers "which medicine", "לוקחת את הכדורים" "איזו תרופה".
	{"medicine", "medicines", "medication", "medications", "meds", "drug", "drugs", "pill", "pills", "tablet", "tablets",
		"antibiotic", "antibiotics", "penicillin", "amoxicillin", "ibuprofen", "aspirin", "paracetamol", "acamol", "advil",
		"תרופה", "תרופות", "כדור", "כדורים", "אנטיביוטיקה", "פניצילין", "אמוקסיצילין", "אקמול", "אספירין", "נורופן", "אדוויל"},
	// The user's relatives, each said in both languages: one person, so a
	// question may name them one way and the memory another.
	{"mom", "mother", "mum", "mommy", "mama", "אמא", "אימא", "אמאל'ה"},
	{"dad", "father", "daddy", "papa", "אבא", "אבאל'ה"},
	{"grandma", "grandmother", "granny", "nana", "סבתא", "סבתי"},
	{"grandpa", "grandfather", "granddad", "סבא"},
	{"brother", "bro", "אח", "אחי"},
	{"sister", "sis", "אחות", "אחותי"},
	{"aunt", "auntie", "דודה"},
	{"uncle"},
}

// personConcept marks, by its first word, a concept group of people: its
// words stand for one another in a question, never as whose a thing is.
var personConcept = map[string]bool{"wife": true, "son": true}

// kinConcept marks, by its first word, the concept groups of someone's
// relatives (one relative in each, however said), and of a spouse and a
// child: a question about one is answered only by a memory that names
// them, and as the same person's (kin.go).
var kinConcept = map[string]bool{"mom": true, "dad": true, "grandma": true, "grandpa": true, "brother": true, "sister": true,
	"aunt": true, "uncle": true, "wife": true, "son": true}

// conceptOf maps each form of a word of concepts to the forms of its
// whole group.
var conceptOf = buildConcepts()

func buildConcepts() map[string][]string {
	out := map[string][]string{}
	for _, group := range concepts {
		var all []string
		seen := map[string]bool{}
		for _, w := range group {
			for _, f := range words(w) {
				for _, form := range f {
					if !seen[form] {
						seen[form] = true
						all = append(all, form)
					}
				}
			}
		}
		for _, f := range all {
			out[f] = append(out[f], all...)
		}
	}
	return out
}

// widen adds to a question word's forms the forms of the words of its
// concept group.
func widen(forms []string) []string {
	out := forms
	seen := map[string]bool{}
	for _, f := range forms {
		seen[f] = true
	}
	for _, f := range forms {
		for _, c := range conceptOf[f] {
			if !seen[c] {
				seen[c] = true
				out = append(out, c)
			}
		}
	}
	return out
}
