package offline

// The groceries splitGroceries knows: words that name a grocery on their
// own, groceries named by several words of which some name none on their
// own (kept whole, never cut), and pairs of groceries that may name one
// thing together (a run that holds one is not cut at all).

// groceryWords name a grocery on their own, and the supplies bought on
// the same errand (fuel, rope, bait, candles: "diesel rope n bait"). A
// flavour ("vanilla", "וניל") is none: it names which kind of the grocery
// beside it.
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
	margarine oatmeal salsa guacamole cinnamon paprika cumin oregano ginger lemonade
	mozzarella parmesan cheddar ricotta feta
	floss mouthwash sunscreen lotion tampons toothbrushes
	teabags crisps biscuits rashers spuds mince crumpets scones vegemite marmite
	burgers hamburgers steaks
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
	שוקו מרגרינה שמרים גרנולה פופקורן ביסקוויטים בטטות פרגיות כרעיים שוקיים
	קינמון פפריקה כמון ג'ינג'ר לימונדה מוצרלה פרמזן פטה ריקוטה
	סולת קקאו קורנפלור עמילן ג'לטין בורגול כוסמת גריסים פנקו שומשום
	בזיליקום רוזמרין טימין אורגנו מרווה עירית זעתר כורכום הל ציפורן סומק בהרט חוויג' פלפל
	קשקבל צפתית גאודה ברי חלומי מסקרפונה מעדנים יוגורטים
	כרוב סלק צנון צנונית קולרבי דלעת דלורית בטטה קישוא חציל מלפפון עגבנייה עגבניה תפוח בננה לימון
	ארטישוק כרישה תאנים רימונים אפרסמון קלמנטינות אשכולית פומלה
	semolina cocoa yeast cornstarch gelatin breadcrumbs bulgur buckwheat barley
	basil rosemary thyme sage chives turmeric cardamom cloves nutmeg sumac pepper sesame
	kefir buttermilk halloumi brie labneh cabbage beets radishes pumpkin squash leeks kale arugula
	figs pomegranates grapefruit clementines tangerines onion banana cucumber potato carrot avocado
	diesel petrol kerosene propane charcoal firewood rope bait matches candles tape glue nails screws
	סולר בנזין נפט גז פחמים גפרורים נרות חבל פיתיון קרח דבק מסמרים ברגים
`)

// groceryPhrases are groceries named by several words, at least one of
// which names no grocery on its own: where each ends is known, and each
// is kept whole ("milk prune juice" is milk and prune juice).
var groceryPhrases = wordPairs(`
	prune juice|orange juice|apple juice|grape juice|tomato juice|lemon juice|cranberry juice|
	olive oil|canola oil|sunflower oil|coconut oil|vegetable oil|
	peanut butter|almond butter|ice cream|sour cream|whipped cream|heavy cream|
	almond milk|oat milk|soy milk|coconut milk|skim milk|whole milk|
	greek yogurt|goat cheese|swiss cheese|string cheese|
	toilet paper|paper towels|dish soap|hand soap|laundry detergent|dishwasher tablets|
	trash bags|garbage bags|baking soda|baking powder|brown sugar|powdered sugar|maple syrup|
	soy sauce|tomato sauce|tomato paste|hot sauce|bbq sauce|fish sauce|chicken broth|
	green onions|spring onions|sweet potatoes|cherry tomatoes|red peppers|green peppers|
	ground beef|chicken breast|chicken breasts|chicken wings|chicken thighs|salmon fillets|
	hot dogs|hot dog buns|hamburger buns|pine nuts|rolled oats|granola bars|protein bars|
	corn flakes|coffee filters|tea bags|dog food|cat food|cat litter|kitty litter|
	sparkling water|mineral water|lime juice|root beer|fish sticks|black pepper|frozen peas|
	red bull|coca cola|energy drinks|coffee pods|coffee capsules|
	גבינה צהובה|גבינה בולגרית|גבינה מלוחה|גבינה מגורדת|גבינת שמנת|
	שמן זית|שמן קנולה|שמן חמניות|שמן קוקוס|
	שמנת מתוקה|שמנת חמוצה|שמנת לבישול|חלב סויה|חלב שיבולת שועל|
	נייר טואלט|נייר סופג|נייר כסף|נייר אפייה|ניילון נצמד|מגבות נייר|שקיות זבל|
	סבון כלים|נוזל כלים|אבקת כביסה|מרכך כביסה|טבליות למדיח|
	חזה עוף|כנפי עוף|בשר טחון|פירורי לחם|קמח תופח|אבקת אפייה|סודה לשתייה|
	סוכר חום|אבקת סוכר|תפוחי אדמה|רסק עגבניות|רוטב עגבניות|רוטב סויה|
	משחת שיניים|מברשת שיניים|מברשות שיניים|דגני בוקר|אורז בסמטי|אורז מלא|לחם מלא|
	מים מינרלים|במבה נוגט|קפה שחור|קפה נמס|תה ירוק|יין לבן|יין אדום|קולה זירו|
	קפסולות קפה|אוכל לכלב|אוכל לחתול|חול לחתול|רד בול|קוקה קולה|מי סודה|שקיות אוכל|
	תפוח אדמה|אבקת קקאו|תמצית וניל|אגוזי מלך|אגוז מוסקט|חמאת בוטנים|שוקולד מריר|פלפל שחור|מלח גס|
	אבקת שום|שמרים יבשים|קפה טורקי|גבינת שמנת|סוכר וניל|
	cocoa powder|vanilla extract|sesame seeds|bell pepper|bell peppers|dry yeast|bread crumbs|onion rings|vanilla ice cream|chocolate ice cream|
	range cubes|mineral blocks|mineral lick|salt licks|salt lick|fly spray|hay bales|chicken feed|horse feed|cattle feed|layer pellets|
	calf pellets|sheep nuts|dog biscuits|ear tags|fence wire|baling twine|
	מספוא לבקר|אוכל לתרנגולות|תרסיס נגד זבובים
`)

// groceryPairs are two grocery words that may name one thing together: a
// run that holds one is kept whole ("garlic bread" is garlic and bread,
// or garlic bread).
var groceryPairs = wordPairs(`
	garlic bread|chocolate milk|milk chocolate|rice noodles|chocolate chips|corn chips|
	coffee beans|honey mustard|chicken sausages|turkey bacon|beef sausages|
	tuna fish|cheese crackers|butter cookies|chocolate cookies|peanuts butter|almonds milk|
	cottage cheese|wine vinegar|beer nuts|ham cheese|
	cream cheese|chocolate cream|oil vinegar|tea cream|pita bread|pita chips|
	feta cheese|parmesan cheese|cheddar cheese|mozzarella cheese|ricotta cheese|
	garlic salt|ginger beer|
	גבינה לבנה|לחם שום|עוגיות שוקולד|דג סלמון|חלב שקדים|שוקולד חלב|
	מיץ תפוזים|מיץ ענבים|מיץ תפוחים|מיץ לימונים|שמן זיתים|חומץ תפוחים|חומץ יין|
	בשר עוף|בשר הודו|נקניק הודו|נקניקיות עוף|גבינה פטה|גבינה מוצרלה|גבינה פרמזן|גבינה ריקוטה|
	תה נענע|לימונדה נענע|
	שמן שומשום|מיץ לימון|מיץ תפוח|חלב בננה|מלח לימון|sesame oil|
	banana bread|potato chips|avocado oil
`)

// heGroceryAdjectives say which kind of a grocery is meant, after it as
// Hebrew puts them ("ביצים גדולות", "לחם מלא", "עגבניות שרי" is not one):
// joined to the grocery before them, never an item of their own. Words
// that are groceries themselves ("לבנה") are not among them.
var heGroceryAdjectives = wordSet(`
	גדול גדולה גדולים גדולות קטן קטנה קטנים קטנות טרי טרייה טריה טריים טריות
	מלא מלאה מלאים מלאות אורגני אורגנית אורגניים אורגניות קפוא קפואה קפואים קפואות
	מתוק מתוקה מתוקים מתוקות חריף חריפה חריפים חריפות מלוח מלוחה מלוחים מלוחות
	ירוק ירוקה ירוקים ירוקות אדום אדומה אדומים אדומות צהוב צהובה צהובים צהובות
	שחור שחורה שחורים שחורות לבן לבנים לבנות קלוי קלויה קלויים קלויות
	טחון טחונה טחונים טחונות פרוס פרוסה פרוסים פרוסות מגורד מגורדת מגורדים מגורדות
	מרוסק מרוסקת מרוסקים מרוסקות מעושן מעושנת מעושנים מעושנות מבושל מבושלת
	טבעי טבעית טבעיים טבעיות ביתי ביתית ביתיים ביתיות דיאט
`)

// enGroceryAdjectives say which kind of a grocery is meant, before it as
// English puts them ("large eggs", "fresh bread", "organic milk"): joined
// to the grocery after them, never an item of their own.
var enGroceryAdjectives = wordSet(`
	large small big fresh organic frozen ripe sliced unsalted salted skimmed semi-skimmed low-fat lowfat
	free-range wholemeal wholegrain whole-wheat smoked grated shredded diced plain
	white brown red green black
`)
