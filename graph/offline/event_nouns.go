package offline

// eventNounsEN are English nouns of things that happen at a time and
// belong in a calendar: a message that leads with one and a time is an
// event, unless it asks to be reminded.
var eventNounsEN = []string{
	"meeting", "meetings", "mtg", "appointment", "appt", "appointments", "dinner", "lunch", "luncheon", "breakfast", "brunch",
	"coffee", "drinks", "date", "class", "lesson", "lecture", "seminar", "workshop", "course", "practice", "training",
	"session", "rehearsal", "game", "match", "party", "wedding", "concert", "gig", "show", "movie", "film", "theater",
	"theatre", "play", "performance", "recital", "interview", "zoom", "webinar", "conference", "standup", "stand-up",
	"sync", "dentist", "doctor", "doc", "gp", "physio", "physiotherapy", "therapy", "therapist", "checkup", "check-up",
	"haircut", "massage", "manicure", "pedicure", "vet", "ultrasound", "scan", "x-ray", "mri", "exam", "flight",
	"reservation", "pilates", "yoga", "spin", "crossfit", "swimming", "football", "soccer", "basketball", "tennis",
	"hike", "tour", "visit", "playdate", "ceremony", "funeral", "shiva", "bris", "graduation", "reunion", "bbq",
	"barbecue", "picnic", "call with", "call w/", "call w", "calls with", "calls w/", "calls w", "facetime with", "facetime w/", "facetime w", "parent-teacher", "ptm", "one-on-one", "one on one", "1:1", "1on1", "1 on 1", "1-on-1", "event", "gym",
	"orthodontist", "optometrist", "dermatologist", "pediatrician", "gynecologist", "cardiologist", "hairdresser",
	"barber", "salon", "nails", "lessons", "tutoring", "tutor", "playgroup", "kindergarten", "ballet", "karate",
	"judo", "swim", "run club", "book club", "choir", "band practice", "bar mitzvah", "bat mitzvah", "birthday party",
	"zumba", "spinning", "salsa", "tango", "dance", "dancing", "piano", "guitar", "violin", "drums", "singing", "volleyball",
	"padel", "squash", "golf", "hockey", "climbing", "boxing", "kickboxing", "aerobics", "meditation", "workout", "bootcamp",
	"night shift", "morning shift", "evening shift", "day shift", "late shift", "early shift", "double shift", "shift swap",
	"club", "gathering", "get-together", "hangout", "drink", "beer", "beers", "cocktails", "supper", "tea", "playtime",
	"recital", "premiere", "festival", "exhibition", "museum", "show", "opera", "ballgame", "standup", "retreat", "seder",
	"dentist's", "doctor's", "consultation", "session", "checkin", "check-in", "meetup", "conference call", "video call",
	"shift", "rehearsals", "tryout", "tryouts", "audition", "orientation", "parents", "lecture", "class", "classes",
	"offsite", "off-site", "team day", "team building", "kickoff", "kick-off", "all-hands", "townhall", "town hall",
	"midterm", "midterms", "final exam", "finals", "quiz", "exams", "study group", "study session", "photoshoot",
	"photo shoot", "scouting", "site visit", "walkthrough", "open house", "viewing", "tasting", "fitting", "sound check",
	"blood test", "blood tests", "bloodwork", "blood work", "blood draw", "lab test", "colonoscopy", "mammogram", "ecg", "ekg",
	"memorial", "yahrzeit", "azkara", "office hours",
	// A church's gatherings: "church harvest sunday 11am", "church potluck sunday at noon".
	"church", "church service", "sunday service", "potluck", "pot luck", "bible study", "prayer meeting", "harvest festival",
	"fellowship", "vigil", "revival",
	"bio test", "biology test", "math test", "maths test", "history test", "english test", "science test", "chem test",
	"chemistry test", "physics test", "spelling test", "driving test", "road test", "covid test", "pcr test", "eye test",
	"retro", "retrospective", "sprint review", "sprint planning", "stand-up", "debrief", "briefing",
	"mot", "nct", "car service", "inspection", "smog check", "airport run", "school run", "airport pickup", "airport drop",
	// Practitioners one sees at a time, like "dentist" and "vet".
	"chiropodist", "podiatrist", "osteopath", "chiropractor", "optician", "ophthalmologist", "audiologist", "hygienist",
	"orthopedist", "neurologist", "psychiatrist", "psychologist", "counsellor", "counselor", "urologist", "allergist",
	"endocrinologist", "gastroenterologist", "rheumatologist", "midwife", "nutritionist", "dietitian", "dietician",
	"speech therapist", "occupational therapist", "acupuncture", "acupuncturist", "reflexology", "beautician", "waxing",
}

// eventNounsHE are the Hebrew ones, without prefix letters.
var eventNounsHE = []string{
	"פגישה", "פגישת", "פגישות", "מיטינג", "מיטינגים", "ישיבה", "ישיבת", "תור", "תורים", "ארוחת", "ארוחה", "צהריים", "קפה", "דייט", "שיעור",
	"שיעורי", "חוג", "הרצאה", "הרצאת", "סדנה", "סדנת", "קורס", "אימון", "משחק", "מסיבה", "מסיבת", "חתונה", "הופעה",
	"קונצרט", "סרט", "הצגה", "ראיון", "זום", "וובינר", "כנס", "רופא", "רופאה", "רופאת", "פיזיו", "פיזיותרפיה",
	"טיפול", "מספרה", "מניקור", "פדיקור", "וטרינר", "אולטרסאונד", "בדיקה", "בדיקת", "טיסה", "פילאטיס", "יוגה",
	"שחייה", "כדורגל", "כדורסל", "טניס", "טיול", "סיור", "ביקור", "טקס", "לוויה", "ברית", "אסיפה", "אסיפת", "מפגש",
	"אירוע", "אירועים", "שיחת", "חדר כושר", "ספורט", "ריקוד", "בלט", "קראטה", "ג'ודו", "שחיה", "מנוי", "אירוסין",
	"השקה", "השקת", "שבע ברכות", "בר מצווה", "בת מצווה", "יום הולדת", "יומולדת", "מסיבת יום הולדת", "ארוחת ערב", "ארוחת צהריים", "ארוחת בוקר",
	"מועדון", "בירה", "משקה", "דרינק", "תספורת", "עיסוי", "קוסמטיקאית", "ציפורניים", "זומבה", "ספינינג", "סלסה", "פסנתר",
	"גיטרה", "כינור", "תופים", "מקהלה", "כדורעף", "פאדל", "סקווש", "גולף", "טיפוס", "אגרוף", "קיקבוקס", "אירובי",
	"מדיטציה", "סמינר", "השתלמות", "חזרות", "חזרה", "אודישן", "תערוכה", "מוזיאון", "פסטיבל", "הופעת", "קונצרט", "הרצאת",
	"גיבוש", "יום גיבוש", "כנס", "אירוע חברה",
	"ישיבת", "שיחה", "מפגש", "כנס", "סדר", "ליל", "טקס", "שבת", "ארוחה", "פיקניק", "על האש", "מנגל", "משמרת",
	"בראנץ'", "בראנץ׳", "בראנץ", "הפנינג", "ערב שירה", "ערב גיבוש", "קבלת שבת",
	"מבחן", "בחינה", "בוחן", "שמירה", "שמירות", "תורנות", "צילומים", "צילומי", "מבחנים", "בחינות", "קבוצת לימוד",
	"אזכרה", "אזכרת", "הלוויה", "הלויה", "שעות קבלה", "בדיקות דם", "קולונוסקופיה", "ממוגרפיה", "אקג",
	"רטרו", "סטנדאפ", "סטנד-אפ", "דיילי", "סינק", "דמו", "תחקיר", "קיקאוף", "טעימות", "טעימה", "מדידה", "אופסייט",
	"תדריך", "תדרוך",
	// Practitioners one sees at a time, like "רופא" and "וטרינר".
	"אורתופד", "אורתודנט", "נוירולוג", "נוירולוגית", "פסיכולוג", "פסיכולוגית", "פסיכיאטר", "פסיכיאטרית", "קרדיולוג",
	"אורולוג", "אופטומטריסט", "שיננית", "דיאטנית", "דיאטן", "קלינאית תקשורת", "ריפוי בעיסוק", "כירופרקט", "אוסטאופת",
	"פודיאטר", "דיקור", "נטורופת", "נטורופתית", "רפלקסולוגיה", "מטפלת", "פסיכותרפיה", "הידרותרפיה", "גסטרו", "אנדוקרינולוג",
}
