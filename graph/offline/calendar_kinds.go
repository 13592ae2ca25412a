package offline

// A day's events asked for by the kind the user keeps there: "what
// sessions do i have tomorrow", "which classes have i got this week",
// "אילו שיעורים יש לי מחר", "מה המשמרות שלי השבוע"; a trade's day by what it
// works at ("what jobs i got tomorrow", "what clients do i have monday",
// "אילו לקוחות יש לי מחר"). The events of that
// time are listed; the kind only says they are asked about, and a
// question with no time after it ("which classes should i take") is not
// read as one.

const (
	// eventKindsEN are the English kinds of event asked about in the plural.
	eventKindsEN = `sessions|classes|lessons|shifts|interviews|calls|trainings|workouts|practices|rehearsals|lectures|games|exams|tests|appointments|appts|meetings|events|plans|` + tradeKindsEN
	// tradeKindsEN are what a trade's day is made of, asked about only with
	// a day: "what clients do i have" alone asks who they are.
	tradeKindsEN = `jobs|gigs|clients|patients|bookings|visits|deliveries`
	// tradeKindsHE are the Hebrew ones.
	tradeKindsHE = `עבודות|לקוחות|הופעות|מטופלים|משלוחים`
	// eventKindsHE are the Hebrew ones.
	eventKindsHE = `שיעורים|אימונים|משמרות|מפגשים|חוגים|הרצאות|מבחנים|בחינות|ישיבות|שיחות|תורים|פגישות|אירועים|טיפולים|חזרות|` + tradeKindsHE
)

var (
	// reTradeKind is a word of tradeKindsEN or tradeKindsHE.
	reTradeKind   = re(`\b(?:` + tradeKindsEN + `)\b|(?:^|\s)ה?(?:` + tradeKindsHE + `)(?:\s|$)`)
	reWhichKindEN = re(`^(?:what|which|any)\s+(?:` + eventKindsEN + `)\s+(?:do\s+i\s+have|have\s+i\s+got|do\s+i\s+got|i\s+have|i\s+got|do\s+we\s+have|are\s+there)\b(.*)$`)
	reWhichKindHE = re(`^(?:אילו|איזה|אלו|מה\s*ה)(?:\s+)?(?:` + eventKindsHE + `)\s+(?:יש\s+לי|יש\s+לנו|יש|שלי|שלנו)(?:\s|$)(.*)$`)
)

// reWhenDue asks when the user is to do a thing they keep: "when do i
// need to call mom", "when am i supposed to pick up the kids", "מתי אני
// צריך ללכת לרופא", "מתי אני אמורה לאסוף את הילדים". The thing is looked
// for in the calendar and, failing that, among the reminders. Asked of
// one's going to a place or seeing someone ("when am I going to the
// doctor", "when do I see the dentist", "מתי אני הולך לרופא", "מתי אני
// נוסעת לאילת"), the thing is the place or the one seen.
var reWhenDue = re(`^(?:so\s+|and\s+|wait\s+)?when\s+(?:am\s+i|are\s+we|do\s+i|do\s+we|will\s+i|will\s+we)\s+(?:going|goin|go|headed|heading|off|flying|driving)\s+(?:to\s+)?(?:see\s+)?(.+)$|` +
	`^(?:so\s+|and\s+|wait\s+)?when\s+(?:am\s+i|are\s+we|do\s+i|do\s+we|will\s+i|will\s+we)\s+(?:seeing|see|meeting|meet|visiting|visit)\s+(.+)$|` +
	`^ו?מתי\s+(?:אני\s+|אנחנו\s+)?(?:הולך|הולכת|הולכים|נוסע|נוסעת|נוסעים|טס|טסה|טסים|אלך|נלך|אסע|ניסע)\s+(?:אל\s+|ל)?(.+)$|` +
	`^(?:so\s+|and\s+|wait\s+)?when\s+(?:do|did)\s+i\s+(?:need|have|got)\s+to\s+(.+)$|` +
	`^(?:so\s+|and\s+|wait\s+)?when\s+am\s+i\s+(?:supposed|meant|scheduled)\s+to\s+(.+)$|` +
	`^ו?מתי\s+(?:אני\s+)?(?:צריך|צריכה|חייב|חייבת|אמור|אמורה)\s+(?:ש?(?:אני\s+)?)?(.+)$|^ו?מתי\s+(?:עליי|עלי)\s+(.+)$`)
