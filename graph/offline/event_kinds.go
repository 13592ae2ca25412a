package offline

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Kinds of appointment that belong in the calendar when told with a time
// and no command, besides the nouns of eventNounsEN and eventNounsHE: a
// visit to a doctor or a specialist and what is done there (a vaccine, a
// scan, a blood test), and a professional session (a consult, a hearing,
// a deposition, an interview). A noun after a verb of something to do
// stays a task's ("call the pediatrician", "לקבוע חיסון"): leadsWithEvent
// looks at the verb first.

// medicalNounsEN are visits to a doctor or a specialist and what is done
// there.
var medicalNounsEN = []string{
	"pediatrician", "paediatrician", "pediatric", "paediatric", "dermatologist", "derm", "dermatology",
	"ophthalmologist", "eye doctor", "optician", "orthopedist", "orthopaedist", "ortho", "neurologist", "urologist",
	"allergist", "endocrinologist", "gastroenterologist", "oncologist", "rheumatologist",
	"psychiatrist", "psychologist", "counselor", "counsellor", "counseling", "counselling", "chiropractor", "chiro",
	"osteopath", "nutritionist", "dietitian", "dietician", "midwife", "ob-gyn", "obgyn", "obgyn's", "gyno", "surgeon",
	"surgery", "physical therapy", "occupational therapy", "speech therapy", "speech therapist", "acupuncture",
	"hygienist", "dental cleaning", "teeth cleaning", "vaccine", "vaccines", "vaccination", "vaccinations",
	"immunization", "immunizations", "shots", "flu shot", "covid shot", "booster", "jab", "well visit",
	"well-baby", "well baby", "follow-up visit", "annual physical", "screening", "biopsy", "ct scan", "sonogram", "prenatal", "anatomy scan", "eye exam", "hearing test", "vision test", "allergy test",
	"glucose test", "urine test", "lab work", "labs", "infusion", "chemo", "dialysis", "pt session", "ot session",
}

// sessionNounsEN are professional sessions: with a lawyer, a court, a
// client, an employer.
var sessionNounsEN = []string{
	"consult", "consults", "consultations", "hearing", "court", "court date", "court hearing", "deposition", "depo",
	"mediation", "arbitration", "arraignment", "trial date", "job interview", "interviews", "pitch meeting", "client call", "sales call", "discovery call",
	"review meeting", "performance review", "appraisal", "tribunal", "notary",
}

// heldNounsEN are works and sales held at a place on a day, as a trade or
// a farm keeps its diary: "tile job in ramat gan friday 8am", "bathroom
// reno givatayim friday 1pm", "cattle auction in san angelo saturday
// 9am". Said first with no verb before them they are what happens, as
// "gig" and "inspection" are; "finish the reno" is a deed. A word that is
// also a verb or an adjective first ("install the app", "mass email",
// "fair share") is left out.
var heldNounsEN = []string{
	"job", "jobs", "auction", "auctions", "reno", "renos", "renovation", "renovations", "installation",
	"callout", "call-out", "expo", "rodeo", "demolition",
}

// heldSetEN are the nouns of heldNounsEN.
var heldSetEN = toSet(heldNounsEN)

// heldModifier reports whether w, the first of words, is a noun of
// heldNounsEN that qualifies the noun after it ("job application", "reno
// budget"), not the thing held: a word follows it, and no "in", "at",
// "for" or "with" of where or whose.
func heldModifier(w string, words []string) bool {
	if !heldSetEN[w] || len(words) < 2 {
		return false
	}
	switch strings.Trim(words[1], ",.!?:;\"'()") {
	case "in", "at", "@", "for", "with", "on", "-", "":
		return false
	}
	return true
}

// medicalNounsHE are the Hebrew visits to a doctor or a specialist, and
// what is done there.
var medicalNounsHE = []string{
	"חיסון", "חיסונים", "חיסוני", "זריקה", "זריקת", "רופא ילדים", "רופאת ילדים", "רופא עור", "רופאת עור",
	"רופא עיניים", "רופאת עיניים", "אורתופד", "אורטופד", "אורתופדית", "נוירולוג", "נוירולוגית", "קרדיולוג",
	"קרדיולוגית", "גינקולוג", "גינקולוגית", "גניקולוג", "אורולוג", "אנדוקרינולוג", "פסיכולוג",
	"פסיכולוגית", "פסיכיאטר", "פסיכיאטרית", "דיאטנית", "דיאטן", "תזונאית", "קלינאית תקשורת", "ריפוי בעיסוק",
	"פיזיותרפיסט", "פיזיותרפיסטית", "כירופרקט", "אוסטאופת", "אופטומטריסט", "אופטומטריסטית", "שיננית",
	"אורתודנט", "אורתודנטית", "מיילדת", "כירורג", "ניתוח", "אולטרה סאונד", "שקיפות עורפית",
	"מי שפיר", "העמסת סוכר", "בדיקות", "צילום רנטגן", "רנטגן", "סקירת מערכות", "אם אר איי", "ביופסיה", "דיקור",
	"רפלקסולוגיה", "טיפת חלב", "מעקב הריון", "ייעוץ הנקה", "ביקורת", "הקרנות", "כימו", "דיאליזה", "עירוי", "טיפולי",
}

// sessionNounsHE are the Hebrew professional sessions.
var sessionNounsHE = []string{
	"דיון", "דיוני", "דיון הוכחות", "שימוע", "ראיון עבודה", "ראיונות", "ייעוץ", "פגישת ייעוץ", "התייעצות", "גישור",
	"בוררות", "הקראה", "חקירה", "מבדק", "מבדקים", "אבחון", "פגישת לקוח", "שיחת לקוח", "שיחת ייעוץ", "שיחת היכרות", "ועדה", "ועדת", "נוטריון",
}

// eventNounNear is the event noun w is one slip from ("pedatrician",
// "dermatolgist", "חיסונן"), among the nouns of seven letters or more:
// one slip from a shorter word is too often another word.
func eventNounNear(w string) bool {
	if utf8.RuneCountInString(w) < 7 {
		return false
	}
	for _, set := range []map[string]bool{eventSetEN, eventSetHE} {
		for n := range set {
			if utf8.RuneCountInString(n) >= 7 && slipOf(w, n) {
				return true
			}
		}
	}
	return false
}

// eventNounsAllEN and eventNounsAllHE are every event noun of a language.
var (
	eventNounsAllEN = slices.Concat(eventNounsEN, medicalNounsEN, sessionNounsEN, heldNounsEN)
	eventNounsAllHE = slices.Concat(eventNounsHE, medicalNounsHE, sessionNounsHE)
)

// Held by its kind: "call" and "review" are held when a noun before them
// says what kind ("board call", "investor call", "weekly call", "design
// review", "follow up call"), as "team sync" and "client call" are: "board
// call on monday 11am" is an event. Said first they are a deed ("call mom
// monday 11am", "review the contract"); after a verb, "to", a preposition
// or a word that makes them a call received or made ("missed call",
// "return call", "wake up call") they are no meeting. The Hebrew "שיחת
// צוות", "זום עם …" are event nouns already.

// kindHeldNounsEN are the nouns held when a kind is said before them.
var kindHeldNounsEN = wordSet(`call calls review reviews`)

// notKindEN are words before such a noun that name no kind of meeting:
// function words, a verb of the modal or the negation, the calls that
// are received or made, not held, and kin ("mom call" is a call to make).
var notKindEN = wordSet(`to a an the my our his her their your this that these those with about for from on in at of by and or
	then also just please pls plz dont don't never not will can could should must gotta need needs have has had
	i you he she we they it me him them reminder remind task todo
	missed return returned wake wakeup wake-up up last roll no
	mom mum dad mother father grandma grandpa nana sister brother wife husband son daughter`)

// heldByKind reports whether words, a title's lower-case words, hold a
// noun of kindHeldNounsEN as the second or third, after nouns that say
// its kind and no verb (see above).
func heldByKind(words []string) bool {
	for i := 1; i < len(words) && i < 3; i++ {
		if !kindHeldNounsEN[strings.Trim(words[i], ",.!?:;\"'()")] {
			continue
		}
		for _, w := range words[:i] {
			if !kindWord(w) {
				return false
			}
		}
		return true
	}
	return false
}

// kindHeldIn reports whether words hold, anywhere, a noun of
// kindHeldNounsEN right after a word that says its kind ("put a board
// call at 9").
func kindHeldIn(words []string) bool {
	for i := 1; i < len(words); i++ {
		if kindHeldNounsEN[strings.Trim(words[i], ",.!?:;\"'()")] && kindWord(words[i-1]) {
			return true
		}
	}
	return false
}

// kindWord reports whether w may say the kind of a call or a review: a
// Latin word that is no function word, verb or kin (notKindEN).
func kindWord(w string) bool {
	w = strings.Trim(w, ",.!?:;\"'()")
	return w != "" && !notKindEN[w] && !taskVerbEN[w] && isLatinWord(w)
}
