package gen

// The items people ask about: verb phrases for reminders and tasks,
// nouns for events and list items, facts for notes. Hebrew words whose
// first letter looks like a prefix (ורדים, לימון, מלפפון, כביסה, בננה,
// ביטוח) are among them, and English words inside Hebrew and Hebrew inside
// English.

var doingsEN = []string{
	"call mom", "buy milk", "pay the electricity bill", "send the report to Dana", "prep tomorrows lunch",
	"pick up the kids from school", "water the plants", "take out the trash",
	"renew my passport", "email Avi about the contract", "book a table at Nando's",
	"order new glasses", "call the bank", "buy a birthday present for Noa",
	"check the oven", "move the car", "feed the cat", "call סבתא", "buy במבה for the kids",
	"submit the timesheet", "buy roses",
}

var doingsHE = []string{
	"להתקשר לאמא", "לקנות חלב", "לשלם את חשבון החשמל", "לאסוף את הילדים מהגן", "להכין את האוכל של מחר",
	"להשקות את העציצים", "לקנות לימון", "לקנות ורדים", "לקנות מלפפון", "לעשות כביסה",
	"לקנות בננה", "לחדש את הביטוח", "לשלוח את הדוח לדנה", "לקבוע תור לרופא",
	"להוציא את הזבל", "להזיז את האוטו", "להאכיל את החתול", "לשלוח מייל ל-Avi",
	"לעשות backup למחשב", "לבדוק את התנור", "לשלם ביטוח לאומי",
}

// errandsEN and errandsHE are errands of the hands, jotted down alone as
// a task ("pick up scrubs", "לאסוף את החליפה מהניקוי").
var (
	errandsEN = []string{"pick up scrubs", "drop off the dry cleaning", "renew my passport", "return the library books",
		"pay the electricity bill", "collect the parcel from the post office", "take out the trash", "water the plants", "walk the dog"}
	errandsHE = []string{"לאסוף את החליפה מהניקוי", "לחדש את הדרכון", "לשלם את חשבון החשמל", "להוציא את הזבל",
		"להשקות את העציצים", "להאכיל את החתול", "לאסוף חבילה מהדואר"}
)

var eventsEN = []string{
	"dentist appointment", "meeting with Dan", "lunch with Sarah", "haircut",
	"doctor's appointment", "parent-teacher meeting", "yoga class", "call with the accountant",
	"flu shot", "court hearing", "client consult", "pediatrician for Maya", "1:1 with Dana",
	// As texted.
	"dentist appt", "dr appt for Maya",
	// A call or a review by its kind.
	"board call", "investor call", "design review",
}

var eventsHE = []string{
	"פגישה עם דני", "תור לרופא שיניים", "ארוחת צהריים עם שרה", "תספורת",
	"אסיפת הורים", "שיעור יוגה", "שיחה עם רואה החשבון", "בדיקת דם",
	"חיסון בטיפת חלב", "דיון בבית המשפט", "שימוע", "ביקורת אצל האורתופד", "1:1 עם דנה",
	"שיחת צוות", "זום עם המשקיעים",
}

// other is someone an event is told of, as said and as its event's title
// holds them.
type other struct {
	said string
	has  []string
}

// othersEN and othersHE are people an event is told of: "Noa has a
// dentist appointment …" is Noa's dentist appointment, "לנועה יש תור …"
// and "נועה יש לה תור …" are "תור … לנועה".
var (
	othersEN = []other{{"Noa", []string{"noa's"}}, {"David", []string{"david's"}}, {"my son", []string{"my", "son's"}},
		{"my daughter", []string{"my", "daughter's"}}, {"maya", []string{"maya's"}}}
	othersHE = []other{{"נועה", []string{"לנועה"}}, {"מאיה", []string{"למאיה"}}, {"דנה", []string{"לדנה"}}}
)

var goodsEN = []string{
	"milk", "eggs", "bread", "toothpaste", "sunscreen", "phone charger", "olive oil", "bananas", "lemons",
}

var goodsHE = []string{
	"חלב", "ביצים", "לחם", "ורדים", "לימון", "מלפפון", "בננה", "משחת שיניים", "מטען לטלפון", "שמן זית",
}

// staplesEN and staplesHE are groceries of one word each, the staples of
// a kitchen (herbs, spices, dairy, baking) and the supplies bought with
// them (fuel, rope, bait), said in a run with no comma.
var (
	staplesEN = []string{"semolina", "basil", "yogurt", "onion", "cilantro", "parsley", "flour", "yeast", "cocoa", "turmeric", "cabbage", "oil",
		"diesel", "rope", "bait", "charcoal", "candles"}
	staplesHE = []string{"סולת", "שמן", "כוסברה", "פטרוזיליה", "בצל", "קמח", "שמרים", "קקאו", "כורכום", "בזיליקום", "חלומי", "כרוב", "סלק",
		"סולר", "פחמים", "נרות", "פיתיון", "גפרורים"}
)

var factsEN = []string{
	"my locker code is 4412", "the wifi password is sunflower22", "Dana's birthday is on May 3",
	"I parked on level 3", "my passport number is 12345678",
}

// factsBareEN and factsBareHE are facts said as a phrase and its value,
// with no verb and no "is".
var (
	factsBareEN = []string{"wifi password sunflower22", "my passport number 12345678", "the gate code 4590#", "Dana's locker code 2211"}
	factsBareHE = []string{"מספר הפוליסה של ביטוח הרכב 778812", "הקוד של השער 4590#", "מספר הדרכון שלי 12345678", "קוד הכספת 9931",
		"מידת הנעליים של דנה 38"}
)

var factsHE = []string{
	"הקוד של הלוקר הוא 4412", "הסיסמה של הוויפי היא sunflower22", "יום ההולדת של דנה ב-3 במאי",
	"החניתי בקומה 3", "מספר הדרכון שלי 12345678",
}
