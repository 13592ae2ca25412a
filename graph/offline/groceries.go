package offline

import "strings"

// splitGroceries cuts an item written as several grocery words with no
// comma between them ("milk eggs", "חלב ביצים") into an item each. It
// cuts only when every word is one that names a grocery on its own and
// no two neighbours name one thing together ("garlic bread", "גבינה
// לבנה"): "phone charger", "olive oil" and "ice cream" stay whole.
// Countable groceries are known in the plural only, as lists write them,
// so a singular modifier ("apple pie", "potato chips") never cuts.
func splitGroceries(item string) []string {
	words := groceryUnits(strings.Fields(item))
	if len(words) < 2 || len(words) > 6 {
		return []string{item}
	}
	keys := make([]string, len(words))
	for i, w := range words {
		k, _, _ := strings.Cut(w, " ") // "חלב 3%": the grocery is "חלב"
		k = toLower(strings.Trim(k, `"'“”„״.!?`))
		if i > 0 {
			k = strings.TrimPrefix(k, "ו") // "חלב וביצים" inside a run
		}
		if !groceryWords[k] {
			return []string{item}
		}
		keys[i] = k
	}
	for i := 1; i < len(keys); i++ {
		if groceryPairs[keys[i-1]+" "+keys[i]] {
			return []string{item}
		}
	}
	out := make([]string, len(words))
	for i, w := range words {
		if k, _, _ := strings.Cut(w, " "); i > 0 && strings.HasPrefix(w, "ו") && groceryWords[strings.TrimPrefix(toLower(k), "ו")] {
			w = strings.TrimPrefix(w, "ו")
		}
		out[i] = w
	}
	return out
}

// groceryUnits joins to the word before it what says which or how much
// of that grocery is meant: a percentage ("חלב 3%"), a size ("חיתולים
// מידה 2", "diapers size 4"), a count ("eggs x12", "ביצים 12x") or an
// amount with its unit ("milk 2 liters", "עגבניות 2 קילו").
func groceryUnits(words []string) []string {
	out := make([]string, 0, len(words))
	for i := 0; i < len(words); i++ {
		w := words[i]
		if len(out) > 0 {
			switch {
			case isPercent(w) || isCount(w):
				out[len(out)-1] += " " + w
				continue
			case i+1 < len(words) && (sizeWords[toLower(w)] && isNumber(words[i+1]) || isNumber(w) && unitWords[toLower(words[i+1])]):
				out[len(out)-1] += " " + w + " " + words[i+1]
				i++
				continue
			}
		}
		out = append(out, w)
	}
	return out
}

// sizeWords say a size before its number: "מידה 2", "size 4".
var sizeWords = wordSet(`size מידה מידת מס' מספר`)

// unitWords are units said after an amount: "2 liters", "500 גרם".
var unitWords = wordSet(`l liter liters litre litres ml kg kilo kilos g gr grams lb lbs pack packs packets bottles cans boxes
	ליטר ליטרים מ"ל קילו ק"ג גרם גר' חבילה חבילות בקבוקים בקבוק קופסאות קופסה יחידות`)

// isCount reports whether w is a count said with an x: "x3", "3x", "×2".
func isCount(w string) bool {
	low := toLower(w)
	for _, x := range []string{"x", "×"} {
		if n, ok := strings.CutPrefix(low, x); ok && isNumber(n) {
			return true
		}
		if n, ok := strings.CutSuffix(low, x); ok && isNumber(n) {
			return true
		}
	}
	return false
}

// isNumber reports whether w is digits only.
func isNumber(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// isPercent reports whether w is a number with a percent sign: "3%", "1.5%".
func isPercent(w string) bool {
	n, ok := strings.CutSuffix(w, "%")
	if !ok || n == "" {
		return false
	}
	for _, r := range n {
		if (r < '0' || r > '9') && r != '.' {
			return false
		}
	}
	return true
}

// groceryWords name a grocery on their own.
var groceryWords = wordSet(`
	milk eggs bread butter cheese yogurt yoghurt yogurts cottage hummus tahini
	apples bananas oranges lemons limes tomatoes potatoes onions garlic carrots cucumbers
	peppers lettuce spinach broccoli cauliflower avocados grapes strawberries blueberries
	raspberries cherries pears peaches plums melon watermelon mangoes pineapple kiwis
	mushrooms zucchini eggplant eggplants celery parsley cilantro coriander dill mint
	rice pasta spaghetti noodles couscous quinoa flour sugar salt coffee tea water
	beer wine cola soda chicken beef turkey lamb pork fish salmon tuna shrimp sausages
	bacon ham cereal oats granola honey jam ketchup mayo mayonnaise mustard
	cookies crackers chips pretzels nuts almonds walnuts peanuts raisins dates chocolate
	candy gum popcorn tortillas pitas bagels croissants rolls buns
	beans lentils chickpeas tofu corn peas
	diapers wipes shampoo conditioner soap toothpaste detergent napkins foil sponges
	batteries tissues deodorant razors olives pickles cream juice oil vinegar bleach
	muffins donuts waffles snacks cucumbers yoghurts pita cigarettes bandaids band-aids plasters ointment formula
	חלב ביצים לחם חמאה גבינה יוגורט קוטג קוטג׳ חומוס טחינה לבנה שמנת
	תפוחים בננות תפוזים לימונים עגבניות מלפפונים בצל שום גזר פלפלים חסה תרד ברוקולי
	כרובית אבוקדו ענבים תותים אגסים אפרסקים שזיפים מלון אבטיח מנגו אננס קיווי
	פטריות קישואים חצילים סלרי פטרוזיליה כוסברה שמיר נענע
	אורז פסטה פתיתים קוסקוס קינואה קמח סוכר מלח קפה תה מים בירה יין קולה סודה
	עוף בשר הודו דג דגים סלמון טונה שרימפס נקניקיות נקניק
	דבש ריבה קטשופ מיונז חרדל עוגיות קרקרים במבה ביסלי אגוזים שקדים צימוקים תמרים
	שוקולד פיתות לחמניות בייגלה חלה חלות שעועית עדשים חומוסים טופו תירס אפונה
	חיתולים מגבונים שמפו מרכך סבון אקונומיקה מפיות סוללות טישו טיטולים
	זיתים חמוצים אטריות קורנפלקס פריכיות שניצלים קציצות חטיפים ופלים מסטיק סוכריות
	בורקס שמן חומץ מיץ סיגריות פלסטרים משחה מטרנה
`)

// groceryPairs are two grocery words that name one thing together.
var groceryPairs = wordPairs(`
	garlic bread|chocolate milk|milk chocolate|rice noodles|chocolate chips|corn chips|
	coffee beans|honey mustard|chicken sausages|turkey bacon|beef sausages|salmon fillets|
	tuna fish|cheese crackers|butter cookies|chocolate cookies|peanuts butter|almonds milk|
	cottage cheese|wine vinegar|beer nuts|chicken broth|fish sauce|ham cheese|
	cream cheese|chocolate cream|oil vinegar|tea cream|pita bread|pita chips|
	גבינה לבנה|לחם שום|עוגיות שוקולד|דג סלמון|חלב שקדים|חלב סויה|שוקולד חלב|
	מיץ תפוזים|מיץ ענבים|מיץ תפוחים|מיץ לימונים|שמן זיתים|חומץ תפוחים|חומץ יין|
	בשר עוף|בשר הודו|נקניק הודו|נקניקיות עוף|במבה נוגט|קפה שחור|תה ירוק|מים מינרלים|יין לבן|יין אדום
`)

// wordPairs builds a set of the "|"-separated phrases of s.
func wordPairs(s string) map[string]bool {
	m := map[string]bool{}
	for _, p := range strings.Split(s, "|") {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			m[p] = true
		}
	}
	return m
}
