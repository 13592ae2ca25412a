package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo/graph/offline"
)

// Groceries written with no comma between them are an item each; things
// named by two words stay whole.
func TestSplitItemsGroceries(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"milk eggs and bread", "milk|eggs|bread"},
		{"apples bananas oranges", "apples|bananas|oranges"},
		{"olive oil and ice cream", "olive oil|ice cream"},
		{"garlic bread, milk", "garlic bread|milk"},
		{"phone charger and socks", "phone charger|socks"},
		{"2 milk eggs", "2 milk|eggs"}, // an amount said first is the grocery's after it
		{"apple pie and potato chips", "apple pie|potato chips"},
		{"cottage cheese and eggs", "cottage cheese|eggs"},
		{"חלב ביצים ולחם", "חלב|ביצים|לחם"},
		{"חלב וביצים ולחם", "חלב|ביצים|לחם"},
		{"גבינה לבנה ושמן זית", "גבינה לבנה|שמן זית"},
		{"עוגיות שוקולד וחלב", "עוגיות שוקולד|חלב"},
		{"גבינה צהובה ולחם", "גבינה צהובה|לחם"},
		{"eggs, and milk", "eggs|milk"}, // the comma before a list's last "and"
		{"ביצים, חלב, ולחם", "ביצים|חלב|לחם"},
		{"משה, ולדי, סמיר, אורטל", "משה|ולדי|סמיר|אורטל"}, // a name in the middle keeps its ו
		{"חלב, ולחם, וביצים", "חלב|לחם|ביצים"},            // every item joined
		{"משה, סמיר, ואורטל", "משה|סמיר|אורטל"},
		{": חלב , לחם אחיד , גבינה לבנה", "חלב|לחם אחיד|גבינה לבנה"}, // a colon spaced off the words before it
		{": milk , bread", "milk|bread"},
		{"ביצים, חלב, וגם לחם", "ביצים|חלב|לחם"},
		{"חלב, ורדים", "חלב|ורדים"}, // ו of the word
		{"hummus pitas and olives", "hummus|pitas|olives"},
		{"hummus pita and olives", "hummus|pita|olives"},
		{"pita bread and hummus", "pita bread|hummus"},
		{"cream cheese and pickles", "cream cheese|pickles"},
		{"טיטולים מגבונים ותחליף חלב", "טיטולים|מגבונים|תחליף חלב"}, // "תחליף חלב" is one thing
		{"טיטולים מגבונים וחיתולים", "טיטולים|מגבונים|חיתולים"},
		{"חלב 3% ולחם", "חלב 3%|לחם"},
		{"חלב 3% ביצים", "חלב 3%|ביצים"},
		// The staples of an Israeli kitchen: herbs, spices, dairy, baking.
		{"סולת שמן כוסברה פטרוזיליה ובצל", "סולת|שמן|כוסברה|פטרוזיליה|בצל"},
		{"קקאו שמרים וקמח", "קקאו|שמרים|קמח"},
		{"בזיליקום רוזמרין טימין", "בזיליקום|רוזמרין|טימין"},
		{"כרוב סלק צנון ותפוח אדמה", "כרוב|סלק|צנון|תפוח אדמה"},
		{"semolina basil yogurt and onion", "semolina|basil|yogurt|onion"},
		// Near misses: two words that name one thing stay whole.
		{"שמן זית חלב סויה ובצל", "שמן זית|חלב סויה|בצל"},
		{"סוכר וניל קמח ושמרים", "סוכר וניל|קמח|שמרים"},
		{"olive oil ice cream and basil", "olive oil|ice cream|basil"},
		{"vanilla ice cream", "vanilla ice cream"},
		{"banana bread", "banana bread"},
		{"מיץ לימון", "מיץ לימון"},
		{"מיץ תפוזים וזיתים", "מיץ תפוזים|זיתים"},
		{"לחם אחיד חלב 3%", "לחם אחיד חלב 3%"}, // "אחיד" names no grocery: whole
		// a list the user separated with commas keeps each piece whole
		{"קציצות עדשים, שקשוקה טבעונית, בראוניז בלי ביצים", "קציצות עדשים|שקשוקה טבעונית|בראוניז בלי ביצים"},
		{"chicken breast, oat milk, coffee beans", "chicken breast|oat milk|coffee beans"},
		{"milk eggs, bread", "milk eggs|bread"},
		{"חלב ביצים; לחם", "חלב ביצים|לחם"},
		{"tomato sauce\nrice noodles", "tomato sauce|rice noodles"},
		// near misses: no separator of the user's, the run still splits
		{"חלב ביצים לחם", "חלב|ביצים|לחם"},
		{"milk eggs bread,", "milk|eggs|bread"},
		// groceries of several words are kept whole among the rest
		{"milk bread eggs and prune juice", "milk|bread|eggs|prune juice"},
		{"MILK BREAD EGGS AND PRUNE JUICE", "MILK|BREAD|EGGS|PRUNE JUICE"},
		{"milk bread and eggs", "milk|bread|eggs"},
		{"eggs olive oil bread", "eggs|olive oil|bread"},
		{"toilet paper sponges paper towels", "toilet paper|sponges|paper towels"},
		{"prune juice sweet potatoes", "prune juice|sweet potatoes"},
		{"חלב לחם ביצים", "חלב|לחם|ביצים"},
		{"גבינה צהובה שמן זית ולחם", "גבינה צהובה|שמן זית|לחם"},
		{"חלב ושמן זית", "חלב|שמן זית"},
		{"תפוחי אדמה בצל גזר", "תפוחי אדמה|בצל|גזר"},
		{"נייר טואלט סבון כלים ושקיות זבל", "נייר טואלט|סבון כלים|שקיות זבל"},
		// near misses: where the ends are not known, the run stays whole
		{"milk garlic bread", "milk garlic bread"}, // garlic bread, or garlic and bread
		{"prune juice box", "prune juice box"},     // "box" names no grocery
		{"חלב גבינה לבנה", "חלב גבינה לבנה"},       // גבינה לבנה, or גבינה and לבנה
		{"שמן זית כתית", "שמן זית כתית"},           // "כתית" names no grocery
		{"lemon juice", "lemon juice"},             // one thing, never cut
		{"olive oil", "olive oil"},
		{"ice cream sandwiches", "ice cream sandwiches"},
		{"call mom and buy stamps", "call mom|buy stamps"}, // "and" parts, no run of groceries
	} {
		if got := strings.Join(offline.SplitItems(c.in), "|"); got != c.want {
			t.Errorf("SplitItems(%q) = %q; want %q", c.in, got, c.want)
		}
	}
}

// TestSplitItemsPurposeWhereSaid: a meal or an occasion said before the
// first item ("לשבת חלות, …", "for the party chips, …") is the list's and
// no word of the item; said after the last it is taken off too; an item's
// own purpose in the middle of the list ("יין לקידוש", "soda for the
// kids") stays with it.
func TestSplitItemsPurposeWhereSaid(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"לשבת חלות, יין לקידוש, עוף, תפוחי אדמה וקוגל", "חלות|יין לקידוש|עוף|תפוחי אדמה|קוגל"},
		{"לחג נרות לשבת, יין", "נרות לשבת|יין"},
		{"חלות, יין לקידוש, עוף", "חלות|יין לקידוש|עוף"},
		{"for the party chips, soda for the kids, cups", "chips|soda for the kids|cups"},
		{"for shabbat challah, wine, candles", "challah|wine|candles"},
		// Said after the last item: the list's.
		{"חלב, לחם לשבת", "חלב|לחם"},
		{"eggs, bacon and beans for brekkie", "eggs|bacon|beans"},
		// Near misses: no purpose, or the purpose alone.
		{"לימונים, חלב", "לימונים|חלב"},
		{"a gift for mom, wrapping paper", "a gift for mom|wrapping paper"},
	} {
		if got := strings.Join(offline.SplitItems(c.in), "|"); got != c.want {
			t.Errorf("SplitItems(%q) = %q; want %q", c.in, got, c.want)
		}
	}
}
