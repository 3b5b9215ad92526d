import { category, line, mainCategory, type MainCategoryVocabulary } from './vocabulary.ts';

/** Proteins, dairy and produce: the perishable half of a food-service catalog. */
export const freshMainCategories: MainCategoryVocabulary[] = [
  mainCategory(
    'MT',
    'Meat & Poultry',
    ['#f9c6c0', '#c8506a'],
    'Redfern Meats|Ambergate Farms|Prairie Table|Stockyard Reserve|Hollis Creek Farms|Thornbury Smokehouse',
    [
      category('MT01', 'Beef Steaks & Roasts', 'catch', [6.25, 21.5], 'steak', 3, [
        line(
          'Beef Ribeye|Beef Strip Loin',
          [
            'Choice|Prime|Angus Choice|Upper Choice',
            'Boneless|Bone-In',
            'Whole|Steak 10 oz|Steak 12 oz|Steak 14 oz',
            'Fresh|Aged 21 Day|',
          ],
          '2/12 LB AVG|1/15 LB AVG|2/16 LB AVG|1/10 LB AVG',
        ),
        line(
          'Beef Tenderloin',
          ['Choice|Prime|Angus Choice', 'PSMO|Peeled|Side Muscle Off', 'Whole|Filet 6 oz|Filet 8 oz', 'Fresh|'],
          '3/8 LB AVG|4/6 LB AVG|1/10 LB AVG',
        ),
        line(
          'Beef Top Sirloin Butt|Beef Flank Steak|Beef Outside Skirt|Beef Flat Iron|Beef Tri-Tip',
          ['Choice|Select|Angus Choice', 'Peeled|Trimmed|', 'Whole|Steak 8 oz|'],
          '2/12 LB AVG|4/6 LB AVG|1/10 LB AVG',
        ),
        line(
          'Beef Brisket|Beef Chuck Roll|Beef Top Round|Beef Eye Of Round',
          ['Choice|Select|Angus Choice', 'Boneless|Deckle Off|Peeled|', 'Whole|Roast Ready|'],
          '2/16 LB AVG|1/15 LB AVG|2/12 LB AVG',
        ),
        line(
          'Beef Short Rib',
          ['Choice|Angus Choice', 'Boneless|Bone-In|English Cut|Flanken'],
          '4/6 LB AVG|1/10 LB AVG',
        ),
      ]),
      category('MT02', 'Ground Beef & Patties', 'weight', [38, 125], 'burger', 2, [
        line(
          'Ground Beef|Ground Chuck|Ground Sirloin',
          ['80/20|81/19|85/15|73/27|90/10', 'Bulk Chub|Bulk', 'Fresh|Frozen'],
          '4/10 LB|8/5 LB|1/10 LB|2/10 LB',
        ),
        line(
          'Beef Patty|Angus Beef Patty|Beef Steakburger',
          ['80/20|81/19|85/15|75/25', 'Round|Homestyle|Thin|', 'Fresh|Frozen|IQF'],
          '60/4 OZ|48/5.3 OZ|40/6 OZ|30/8 OZ',
        ),
        line('Beef Slider Patty', ['80/20|81/19', 'Round|Square', 'Frozen|IQF'], '80/2 OZ|120/2 OZ'),
        line(
          'Beef Meatball',
          ['0.5 oz|1 oz|2 oz', 'Italian Style|Homestyle|', 'Fully Cooked', 'IQF'],
          '2/5 LB|4/5 LB|1/10 LB',
        ),
      ]),
      category('MT03', 'Pork', 'catch', [2.1, 8.9], 'steak', 2, [
        line(
          'Pork Loin|Pork Butt|Pork Shoulder',
          ['Boneless|Bone-In|Center Cut', 'Whole|Split|', 'Fresh|Frozen|Natural|Enhanced|'],
          '2/10 LB AVG|4/8 LB AVG|1/30 LB AVG|3/12 LB AVG',
        ),
        line('Pork Tenderloin', ['Whole|Peeled', 'Fresh|Enhanced|Natural'], '6/4 LB AVG|4/8 LB AVG'),
        line(
          'Pork Spare Ribs|Pork Baby Back Ribs|Pork St. Louis Ribs',
          ['Membrane Off|', '1.75 lb Down|2.25 lb Down|3 lb Up', 'Fresh|Frozen|Natural|'],
          '3/12 LB AVG|2/10 LB AVG|1/30 LB AVG',
        ),
        line(
          'Pork Chop',
          ['Bone-In|Boneless|Center Cut', '6 oz|8 oz|10 oz|12 oz', 'Fresh|Frozen|Enhanced|'],
          '2/10 LB AVG|4/8 LB AVG',
        ),
        line('Pork Cutlet', ['Boneless|Pounded', '4 oz|6 oz', 'Fresh|Frozen'], '2/10 LB AVG|4/8 LB AVG'),
        line(
          'Pork Belly',
          ['Skin-On|Skinless', 'Whole|Slab|Sliced', 'Fresh|Frozen'],
          '2/10 LB AVG|1/30 LB AVG|4/8 LB AVG',
        ),
      ]),
      category('MT04', 'Fresh Poultry', 'catch', [1.45, 6.8], 'drumstick', 3, [
        line(
          'Chicken Breast|Chicken Thigh',
          [
            'Boneless Skinless|Bone-In Skin-On|Split|Trimmed',
            '4 oz|5 oz|6 oz|8 oz|',
            'Fresh|Air Chilled|Natural|Antibiotic Free|',
          ],
          '4/10 LB AVG|2/20 LB AVG|4/5 LB AVG',
        ),
        line('Chicken Tender', ['Natural|Trimmed|', 'Fresh|Air Chilled|Antibiotic Free|'], '4/5 LB AVG|4/10 LB AVG'),
        line(
          'Chicken Wing|Chicken Drumstick|Chicken Leg Quarter',
          ['Jumbo|Whole|Trimmed|', 'Fresh|Air Chilled|Natural|'],
          '4/10 LB AVG|2/20 LB AVG|1/40 LB AVG',
        ),
        line(
          'Whole Chicken',
          ['2.5-3 lb|3-3.5 lb|4 lb Roaster', 'Fresh|Air Chilled|Natural|'],
          '6/6 LB AVG|4/10 LB AVG|8/3 LB AVG',
        ),
        line('Cornish Hen', ['20 oz|22 oz|24 oz', 'Fresh|Frozen'], '24/1.5 LB AVG|12/1.5 LB AVG'),
        line('Turkey Breast', ['Boneless|Bone-In|Skin-On', 'Fresh|Natural|'], '2/10 LB AVG|4/8 LB AVG'),
        line('Duck Breast', ['Boneless Skin-On|Magret', 'Fresh|Frozen'], '6/2 LB AVG|4/5 LB AVG'),
      ]),
      category('MT05', 'Frozen Poultry', 'weight', [32, 135], 'drumstick', 2, [
        line(
          'Chicken Wing',
          ['1st & 2nd Joint|Whole|Party', 'Raw|Fully Cooked|Buffalo Style|Honey BBQ|', 'IQF'],
          '4/10 LB|2/5 LB|1/40 LB',
        ),
        line(
          'Chicken Breast|Chicken Thigh',
          ['Boneless Skinless', '4 oz|6 oz|8 oz|', 'Raw|Grilled|Fully Cooked|Marinated', 'IQF|'],
          '4/10 LB|2/10 LB|6/5 LB',
        ),
        line(
          'Chicken Tender|Chicken Strip|Chicken Nugget|Chicken Patty',
          ['Breaded|Homestyle|Tempura|Whole Grain Breaded', 'Fully Cooked|Raw|', 'IQF|'],
          '4/5 LB|2/5 LB|6/5 LB|4/10 LB',
        ),
        line('Chicken Fajita Strip', ['Grilled|Seasoned|Smoked', 'Fully Cooked', 'IQF|'], '2/5 LB|4/5 LB'),
        line('Turkey Burger', ['4 oz|5.3 oz|6 oz', 'Raw|Fully Cooked', 'IQF|'], '40/4 OZ|30/5.3 OZ|2/10 LB'),
      ]),
      category('MT06', 'Lamb & Veal', 'catch', [7.5, 24], 'steak', 1, [
        line(
          'Lamb Rack',
          ['Frenched|Cap-Off|', 'Domestic|New Zealand|Australian', 'Fresh|Frozen'],
          '4/2 LB AVG|6/1.5 LB AVG|2/8 LB AVG',
        ),
        line(
          'Lamb Leg|Lamb Shoulder',
          ['Boneless|Bone-In|Semi-Boneless', 'Domestic|Australian|Grass-Fed', 'Fresh|Frozen'],
          '2/8 LB AVG|1/10 LB AVG',
        ),
        line(
          'Lamb Shank|Lamb Loin Chop',
          ['Domestic|New Zealand|Grass-Fed', 'Fresh|Frozen'],
          '8/1 LB AVG|1/10 LB AVG|6/1.5 LB AVG',
        ),
        line('Ground Lamb', ['Domestic|Grass-Fed', 'Fresh|Frozen'], '4/5 LB AVG|1/10 LB AVG'),
        line(
          'Veal Cutlet|Veal Loin|Veal Shoulder|Veal Osso Buco',
          ['Milk-Fed|Domestic|Pasture Raised', 'Fresh|Frozen'],
          '2/8 LB AVG|1/10 LB AVG|8/1 LB AVG',
        ),
      ]),
      category('MT07', 'Bacon, Ham & Sausage', 'weight', [28, 110], 'sausage', 2, [
        line(
          'Bacon 10/14 Slice|Bacon 14/18 Slice|Bacon 18/22 Slice',
          ['Applewood Smoked|Hickory Smoked|Maple|Peppered', 'Layflat|Shingled|Precooked'],
          '1/15 LB|2/5 LB|1/10 LB',
        ),
        line(
          'Canadian Bacon|Ham',
          ['Hickory Smoked|Honey Cured|Cured', 'Sliced|Diced|Whole|Half'],
          '2/5 LB|4/2.5 LB|1/10 LB|6/2 LB',
        ),
        line(
          'Italian Sausage',
          ['Mild|Hot|Sweet', 'Link 4 oz|Link 2 oz|Rope|Bulk', 'Raw|Fully Cooked'],
          '2/5 LB|4/2.5 LB|1/10 LB|12/1 LB',
        ),
        line(
          'Chorizo|Andouille Sausage|Bratwurst|Kielbasa',
          ['Smoked|Fresh|Fully Cooked', 'Link|Rope|'],
          '2/5 LB|4/2.5 LB|1/10 LB|12/1 LB',
        ),
        line(
          'Breakfast Sausage Link|Breakfast Sausage Patty',
          ['Pork|Turkey|Maple', '1 oz|1.5 oz|2 oz', 'Fully Cooked|Raw'],
          '1/10 LB|2/5 LB|4/2.5 LB',
        ),
        line('Pepperoni', ['Sliced 14/oz|Sliced 16/oz|Stick|Cup & Char'], '2/5 LB|4/2.5 LB|1/10 LB'),
      ]),
      category('MT08', 'Deli Meats', 'catch', [3.25, 11.5], 'sausage', 2, [
        line(
          'Turkey Breast|Chicken Breast Deli',
          ['Oven Roasted|Smoked|Honey|Peppered|Low Sodium', 'Whole Log|Half Log|Sliced|Shaved', 'Skinless|'],
          '2/8 LB AVG|2/10 LB AVG|4/2 LB AVG',
        ),
        line(
          'Black Forest Ham|Honey Ham|Roast Beef|Pastrami|Corned Beef',
          ['Cooked|Seasoned|Low Sodium|', 'Whole|Half|Sliced|Shaved'],
          '2/8 LB AVG|2/10 LB AVG|4/2 LB AVG|6/1 LB AVG',
        ),
        line(
          'Genoa Salami|Capicola|Mortadella|Bologna',
          ['Hot|Mild|Imported|Domestic|', 'Whole Log|Half Log|Sliced', 'Natural Casing|'],
          '2/6 LB AVG|4/2 LB AVG|6/1 LB AVG',
        ),
      ]),
    ],
  ),
  mainCategory(
    'SF',
    'Seafood',
    ['#c4e8f5', '#2f7fb5'],
    'Tidewell Seafood|Saltmarsh Bay|Northreach Fisheries|Captain Marlowe|Pelican Point',
    [
      category('SF01', 'Fresh Fish', 'catch', [6.5, 26], 'fish', 2, [
        line(
          'Atlantic Salmon|Rainbow Trout|Branzino|Sea Bass',
          ['Fillet|Whole|Portion 6 oz|Portion 8 oz', 'Skin-On|Skinless|Pin Bone Out|', 'Fresh|Farm Raised'],
          '1/10 LB AVG|2/5 LB AVG|1/15 LB AVG',
        ),
        line(
          'Cod|Haddock|Halibut|Flounder|Red Snapper',
          ['Fillet|Loin|Portion 6 oz|Portion 8 oz', 'Skin-On|Skinless|', 'Wild Caught|Day Boat|Fresh'],
          '1/10 LB AVG|2/5 LB AVG|1/20 LB AVG',
        ),
        line(
          'Tuna|Swordfish|Mahi Mahi',
          ['Loin|Steak|Portion 6 oz|Portion 8 oz', '#1 Grade|#2 Grade|Sushi Grade|', 'Fresh|Wild Caught'],
          '1/10 LB AVG|1/20 LB AVG|1/8 LB AVG',
        ),
      ]),
      category('SF02', 'Frozen Fish', 'weight', [45, 165], 'fish', 1, [
        line(
          'Salmon|Cod|Pollock|Tilapia|Swai|Haddock|Catfish|Halibut',
          [
            'Fillet|Portion|Loin',
            '4 oz|6 oz|8 oz|3-5 oz|5-7 oz|',
            'Skinless Boneless|Skin-On',
            'IQF|Individually Vacuum Packed|Shatter Pack',
          ],
          '1/10 LB|2/5 LB|4/2.5 LB|1/15 LB|3/3 LB',
        ),
        line(
          'Ahi Tuna|Mahi Mahi',
          ['Steak|Loin|Portion', '6 oz|8 oz|', 'Skinless', 'Individually Vacuum Packed|IQF'],
          '1/10 LB|2/5 LB|4/2.5 LB',
        ),
      ]),
      category('SF03', 'Shrimp', 'weight', [55, 190], 'shrimp', 2, [
        line(
          'White Shrimp|Tiger Shrimp|Pink Shrimp|Brown Shrimp|Gulf Shrimp',
          [
            'Raw|Cooked',
            'Peeled Deveined Tail-On|Peeled Deveined Tail-Off|Shell-On|Easy Peel',
            '16/20|21/25|26/30|31/40|41/50|U/15',
            'IQF|Block Frozen',
          ],
          '5/2 LB|4/2.5 LB|10/2 LB|6/4 LB',
        ),
        line(
          'Butterfly Shrimp|Tempura Shrimp',
          ['Breaded|Panko|', '16/20|21/25|26/30', 'Raw|Oven Ready'],
          '4/2.5 LB|5/2 LB|1/5 LB',
        ),
        line('Rock Shrimp', ['Raw|Cooked', 'Peeled Deveined', '150/200|Small'], '5/2 LB|1/5 LB'),
      ]),
      category('SF04', 'Shellfish', 'catch', [7.5, 38], 'shell', 1, [
        line(
          'Sea Scallop',
          ['U/10|10/20|20/30', 'Dry Pack|Frozen|', 'Wild Caught'],
          '1/10 LB AVG|2/5 LB AVG|1/5 LB AVG',
        ),
        line('Bay Scallop', ['60/80|80/120', 'Frozen|Fresh', 'Wild Caught|Farm Raised'], '2/5 LB AVG|1/5 LB AVG'),
        line(
          'Littleneck Clam|Mussel|Oyster',
          ['Live', 'Farm Raised|Wild Caught|', 'Select|Medium|'],
          '1/10 LB AVG|1/5 LB AVG|1/25 LB AVG',
        ),
        line(
          'Snow Crab Cluster|King Crab Leg',
          ['5-8 oz|8 oz Up|9/12 Count|16/20 Count', 'Cooked', 'Frozen'],
          '1/10 LB AVG|1/20 LB AVG|1/25 LB AVG',
        ),
        line('Crab Meat', ['Jumbo Lump|Lump|Claw|Backfin', 'Pasteurized|Fresh'], '1/5 LB AVG|4/2.5 LB AVG|6/1 LB AVG'),
        line(
          'Lobster Tail',
          ['4-5 oz|6-7 oz|8-10 oz', 'Cold Water|Warm Water', 'Frozen|Raw'],
          '1/10 LB AVG|2/5 LB AVG',
        ),
        line(
          'Whole Lobster',
          ['1.25 lb|1.5 lb|Chix 1 lb', 'Live|Cooked Frozen', 'Maine|Canadian|'],
          '1/10 LB AVG|1/20 LB AVG',
        ),
        line(
          'Calamari',
          ['Tubes & Tentacles|Rings|Tubes|Steaks', 'Cleaned|Tenderized|', 'IQF|Frozen'],
          '2/5 LB AVG|4/2.5 LB AVG|1/10 LB AVG',
        ),
        line('Octopus', ['Whole|Tentacles', 'Cooked|Raw', 'Frozen'], '1/10 LB AVG|4/2.5 LB AVG'),
      ]),
      category('SF05', 'Breaded & Prepared Seafood', 'case', [38, 120], 'fish', 1, [
        line(
          'Fish Stick',
          ['Breaded|Panko|Whole Grain', '1 oz|0.75 oz', 'Oven Ready|Fully Cooked'],
          '4/3 LB|2/5 LB|1/10 LB',
        ),
        line(
          'Breaded Fish Portion',
          ['Pollock|Cod|Haddock', 'Panko|Breaded|Battered', '3 oz|4 oz'],
          '4/3 LB|2/5 LB|1/10 LB',
        ),
        line('Beer Battered Cod', ['2-3 oz|3-4 oz|4-5 oz', 'Fryer Ready|Oven Ready'], '4/2.5 LB|2/5 LB|1/10 LB'),
        line(
          'Crab Cake',
          ['Maryland Style|Jumbo Lump|Southwest', '1 oz|2 oz|3 oz|4 oz', 'Raw|Fully Cooked'],
          '4/2.5 LB|2/5 LB|6/2 LB',
        ),
        line('Salmon Burger', ['3.2 oz|4 oz', 'Wild|Atlantic', 'Raw'], '4/2.5 LB|2/5 LB'),
        line(
          'Breaded Clam Strip|Popcorn Shrimp|Coconut Shrimp|Breaded Calamari Ring|Fish Taco Strip',
          ['Oven Ready|Fryer Ready|Fully Cooked', 'IQF|Frozen'],
          '4/3 LB|2/5 LB|6/2 LB|4/2.5 LB',
        ),
      ]),
      category('SF06', 'Smoked & Canned Seafood', 'breakable', [28, 140], 'can', 1, [
        line(
          'Smoked Salmon Nova Style|Smoked Salmon Lox|Smoked Trout',
          ['Wild Caught|Farm Raised|Premium|', 'Pre-Sliced|Whole Side|'],
          '12/8 OZ|6/2 LB|12/1 LB',
        ),
        line(
          'Tuna Chunk Light In Water|Tuna Solid White Albacore|Pink Salmon|Chopped Clam',
          ['Premium|Wild Caught|Fancy|'],
          '6/66.5 OZ|24/12 OZ|6/43 OZ POUCH|12/51 OZ',
        ),
        line('Anchovy Fillet In Olive Oil|Sardine In Olive Oil', ['Imported|Premium|'], '24/3.75 OZ|12/28 OZ'),
        line('Clam Juice', ['Premium|'], '12/46 OZ|24/8 OZ'),
      ]),
    ],
  ),
  mainCategory(
    'DE',
    'Dairy & Eggs',
    ['#fff4cf', '#e3b23c'],
    'Fernhollow Dairy|Clover Vale|Brightmeadow Creamery|Alder Creek Creamery|Sunnycrest Farms',
    [
      category('DE01', 'Natural Cheese', 'catch', [2.6, 14.5], 'cheese', 2, [
        line(
          'Cheddar Cheese',
          ['Sharp|Mild|Extra Sharp|Aged', 'Yellow|White', 'Block|Loaf|Wheel'],
          '2/5 LB AVG|4/6 LB AVG|1/40 LB AVG',
        ),
        line(
          'Mozzarella Cheese|Provolone Cheese|Swiss Cheese|Monterey Jack Cheese|Pepper Jack Cheese|Gouda Cheese',
          ['Whole Milk|Low Moisture|Smoked|', 'Domestic|Imported|', 'Loaf|Block'],
          '2/5 LB AVG|4/6 LB AVG|6/1 LB AVG|2/10 LB AVG',
        ),
        line(
          'Parmesan Cheese|Asiago Cheese',
          ['Aged 12 Month|Aged 24 Month|', 'Domestic|Imported', 'Wheel|Wedge'],
          '2/5 LB AVG|1/20 LB AVG|6/1 LB AVG',
        ),
        line(
          'Brie Cheese',
          ['Double Cream|Triple Cream|', 'Domestic|Imported', 'Wheel|Wedge'],
          '2/5 LB AVG|6/1 LB AVG',
        ),
        line('Blue Cheese|Feta Cheese', ['Domestic|Imported', 'Crumbled|Block|Wedge'], '2/5 LB AVG|6/1 LB AVG'),
        line(
          'Fresh Mozzarella',
          ['Ciliegine|Bocconcini|Ovoline|Log', 'Whole Milk', 'In Water|Vacuum Packed'],
          '6/1 LB AVG|2/3 LB AVG',
        ),
      ]),
      category('DE02', 'Shredded & Sliced Cheese', 'case', [32, 95], 'cheese', 2, [
        line(
          'Cheddar Cheese|Colby Jack Cheese|Pepper Jack Cheese|Mexican Blend Cheese|Pizza Blend Cheese|Mozzarella Cheese',
          ['Mild|Sharp|Low Moisture Part Skim|', 'Shredded|Feather Shred|Diced', 'Fancy|Thick Cut|'],
          '4/5 LB|6/5 LB|4/2.5 LB',
        ),
        line('American Cheese', ['Yellow|White', 'Sliced 160 CT|Sliced 120 CT'], '4/5 LB|6/5 LB'),
        line(
          'Provolone Cheese|Swiss Cheese',
          ['Smoked|Aged|', 'Sliced 0.75 oz|Sliced 1 oz'],
          '4/5 LB|6/5 LB|12/1.5 LB',
        ),
        line('Parmesan Cheese', ['Grated|Shredded|Shaved'], '4/5 LB|6/2 LB|12/1 LB'),
      ]),
      category('DE03', 'Milk & Cream', 'breakable', [18, 65], 'milk', 1, [
        line(
          'Whole Milk|2% Milk|Skim Milk|Chocolate Milk|Buttermilk',
          ['Grade A|Organic|', 'rBST Free|'],
          '4/1 GAL|9/0.5 GAL|12/1 QT|50/8 OZ',
        ),
        line('Heavy Cream', ['Ultra Pasteurized|Pasteurized', '36%|40%|'], '12/1 QT|6/0.5 GAL|12/32 OZ'),
        line('Half & Half|Whipping Cream', ['Ultra Pasteurized|Pasteurized'], '12/1 QT|6/0.5 GAL|400 CT'),
        line('Oat Milk|Almond Milk|Soy Milk', ['Barista|Original|Unsweetened', 'Shelf Stable|'], '12/32 OZ|6/64 OZ'),
      ]),
      category('DE04', 'Butter & Margarine', 'breakable', [28, 120], 'butter', 1, [
        line(
          'Butter',
          ['Salted|Unsalted', 'Grade AA|European Style 82%|Cultured|', 'Solid|Quarters|Print'],
          '36/1 LB|30/1 LB|18/1 LB|4/5 LB',
        ),
        line(
          'Butter Chip|Butter Cup|Whipped Butter Cup',
          ['Salted|Unsalted', '5 gram|8 gram|'],
          '600 CT|720 CT|900 CT',
        ),
        line(
          'Margarine|Butter Blend|Plant-Based Butter',
          ['Salted|Unsalted|', 'Solid|Quarters|Tub'],
          '30/1 LB|36/1 LB|6/3 LB',
        ),
        line('Clarified Butter|Garlic Butter', ['Liquid|Solid|Spread'], '6/2 LB|4/5 LB|2/5 LB'),
      ]),
      category('DE05', 'Eggs & Egg Products', 'case', [24, 88], 'egg', 2, [
        line(
          'Shell Eggs',
          ['Large|Extra Large|Jumbo|Medium', 'Grade A|Grade AA', 'White|Brown|Cage Free|Organic|'],
          '15 DZ|30 DZ',
        ),
        line(
          'Liquid Whole Eggs|Liquid Egg Whites|Egg Substitute|Scrambled Egg Mix',
          ['Pasteurized', 'Cage Free|Organic|', 'Carton|Bag'],
          '12/2 LB|6/5 LB|20/2 LB',
        ),
        line('Hard Cooked Eggs', ['Peeled', 'Large|Medium', 'In Brine|Dry Pack'], '6/5 LB|12/2 LB|20/2 LB'),
        line('Egg Patty', ['Round|Square|Folded', 'Fully Cooked', 'Frozen'], '6/5 LB|12/2 LB'),
      ]),
      category('DE06', 'Yogurt & Cultured Dairy', 'breakable', [18, 70], 'milk', 1, [
        line(
          'Greek Yogurt|Yogurt',
          ['Plain|Vanilla|Strawberry|Blueberry|Honey', 'Nonfat|Low Fat|Whole Milk'],
          '12/32 OZ|48/4 OZ|12/6 OZ|4/5 LB',
        ),
        line(
          'Sour Cream|Cottage Cheese|Ricotta Cheese',
          ['Whole Milk|Light|Low Fat|'],
          '6/5 LB|2/5 LB|12/16 OZ|100/1 OZ',
        ),
        line('Cream Cheese', ['Plain|Whipped|Light|Chive'], '10/3 LB|100/1 OZ|4/5 LB'),
        line('Mascarpone|Creme Fraiche', ['Imported|Domestic'], '6/1 LB|2/5 LB|12/8 OZ'),
      ]),
    ],
  ),
  mainCategory(
    'PR',
    'Produce',
    ['#d8f1c4', '#4f9d4a'],
    'Sunfield Growers|Northwind Orchards|Greenlea Farms|Harvest Row|Bramblewood Organics',
    [
      category('PR01', 'Lettuce & Greens', 'case', [18, 58], 'leaf', 2, [
        line(
          'Romaine Lettuce|Iceberg Lettuce|Green Leaf Lettuce|Butter Lettuce|Romaine Hearts|Kale',
          ['Fresh|Organic|Hydroponic|Local', 'Premium|Choice|Fancy|'],
          '24 CT|12 CT|18 CT|3/6 CT',
        ),
        line(
          'Spring Mix|Baby Spinach|Arugula|Shredded Lettuce|Chopped Romaine|Microgreens',
          ['Fresh|Organic|Local|', 'Washed & Ready To Use|Triple Washed|'],
          '4/3 LB|2/5 LB|1/4 LB|4/2.5 LB',
        ),
      ]),
      category('PR02', 'Tomatoes', 'case', [16, 45], 'tomato', 1, [
        line(
          'Roma Tomato|Round Tomato|Vine Ripe Tomato|Beefsteak Tomato',
          ['5x6|6x6|4x5|Large|Extra Large', 'Red Ripe|Breaker|', 'Field Grown|Greenhouse|'],
          '1/25 LB|1/20 LB|1/10 LB',
        ),
        line(
          'Grape Tomato|Cherry Tomato',
          ['Red|Mixed Color', 'Greenhouse|Field Grown|Organic'],
          '12/1 PT|1/10 LB|1/20 LB',
        ),
        line('Heirloom Tomato', ['Mixed Color|Red|Yellow', 'Local|Organic|'], '1/10 LB|1/20 LB'),
        line('Green Tomato', ['Large|Medium', 'Field Grown|'], '1/25 LB|1/10 LB'),
      ]),
      category('PR03', 'Onions & Potatoes', 'weight', [12, 48], 'carrot', 2, [
        line(
          'Yellow Onion|Red Onion|White Onion|Sweet Onion',
          ['Jumbo|Colossal|Medium|Large', '#1 Grade|#2 Grade|Organic|'],
          '1/50 LB|1/25 LB|1/10 LB',
        ),
        line(
          'Russet Potato|Sweet Potato',
          ['70 CT|80 CT|90 CT|100 CT|Bakers', '#1 Grade|#2 Grade|Organic|'],
          '1/50 LB|1/25 LB',
        ),
        line(
          'Red Potato|Yukon Gold Potato|Fingerling Potato',
          ['A Size|B Size|Creamer|', '#1 Grade|Organic|'],
          '1/50 LB|1/25 LB|1/10 LB',
        ),
        line('Shallot|Peeled Garlic', ['Jumbo|Medium|', 'Fresh|Organic|'], '1/10 LB|4/5 LB|2/5 LB'),
        line(
          'Onion',
          ['Yellow|Red|White', 'Diced 1/4 in|Diced 3/8 in|Sliced|Julienne', 'Fresh Cut'],
          '4/5 LB|2/5 LB|1/10 LB',
        ),
      ]),
      category('PR04', 'Citrus & Tropical Fruit', 'breakable', [22, 68], 'fruit', 1, [
        line('Lemon', ['Fancy|Choice|Organic|'], '115 CT|140 CT|165 CT|200 CT'),
        line('Lime', ['Persian|Key', 'Fancy|Choice|Organic|'], '110 CT|150 CT|175 CT|200 CT'),
        line('Orange', ['Navel|Valencia|Cara Cara', 'Fancy|Choice|'], '56 CT|72 CT|88 CT|113 CT|138 CT'),
        line('Grapefruit', ['Ruby Red|White', 'Fancy|Choice|'], '27 CT|32 CT|40 CT|48 CT'),
        line('Pineapple', ['Gold|Extra Sweet', 'Ripe|'], '5 CT|6 CT|7 CT|8 CT'),
        line('Mango', ['Tommy Atkins|Ataulfo|Kent', 'Ripe|Ready To Eat|'], '9 CT|10 CT|12 CT|14 CT'),
        line('Avocado', ['Hass', 'Ripe|Ready To Eat|Organic|'], '48 CT|60 CT|70 CT|84 CT'),
        line('Banana', ['Green Tip|Ripe|Yellow', 'Organic|'], '1/40 LB|150 CT'),
        line('Papaya', ['Maradol|Solo', 'Ripe|'], '8 CT|9 CT|10 CT'),
        line('Kiwi', ['Green|Gold', 'Fancy|Organic|'], '33 CT|36 CT|39 CT|45 CT'),
      ]),
      category('PR05', 'Fresh Fruit & Berries', 'case', [18, 75], 'fruit', 1, [
        line(
          'Strawberry|Blueberry|Raspberry|Blackberry',
          ['Fresh|Organic|Local|', 'Clamshell|'],
          '8/1 LB|12/6 OZ|12/1 PT|12/4.4 OZ',
        ),
        line('Red Grape|Green Grape', ['Seedless', 'Fresh|Organic|'], '1/18 LB|1/19 LB'),
        line('Cantaloupe|Honeydew', ['Jumbo|Large|', 'Fresh|Local|'], '6 CT|9 CT|12 CT|15 CT'),
        line('Watermelon', ['Seedless', 'Large|Medium|'], '3 CT|4 CT|5 CT'),
        line(
          'Apple',
          ['Gala|Granny Smith|Red Delicious|Fuji|Honeycrisp', 'Fancy|Extra Fancy|Organic|'],
          '88 CT|100 CT|113 CT|125 CT|138 CT',
        ),
        line('Pear', ['Bartlett|Bosc|Anjou|Red Anjou', 'Fancy|Organic|'], '70 CT|90 CT|100 CT|110 CT'),
        line('Peach', ['Yellow|White', 'Fancy|Local|'], '1/25 LB|48 CT|56 CT'),
      ]),
      category('PR06', 'Fresh Herbs', 'breakable', [9, 42], 'herb', 1, [
        line(
          'Cilantro|Italian Parsley|Curly Parsley|Basil|Mint|Thyme|Rosemary|Dill|Chives|Sage|Oregano|Tarragon',
          ['Bunched|Loose|Living|Clamshell', 'Fresh|Organic|Hydroponic'],
          '30 CT|60 CT|12 CT|1/1 LB|12/4 OZ',
        ),
      ]),
      category('PR07', 'Vegetables', 'case', [16, 60], 'carrot', 3, [
        line('Broccoli', ['Crowns|Florets|Bunched', 'Fresh|Organic|Local|'], '14 CT|1/20 LB|4/3 LB'),
        line('Cauliflower', ['Whole|Florets', 'Fresh|Organic|Local|'], '12 CT|1/20 LB|4/3 LB'),
        line(
          'Carrot',
          ['Jumbo|Medium|Baby|Rainbow', 'Whole|Peeled|Sticks|Shredded|Diced', 'Fresh|Organic|'],
          '1/25 LB|1/50 LB|4/5 LB',
        ),
        line('Celery', ['Hearts|Stalks|Sticks|Diced', 'Fresh|Organic|'], '24 CT|30 CT|4/5 LB'),
        line(
          'Green Bell Pepper|Red Bell Pepper|Jalapeno Pepper',
          ['Jumbo|Large|Medium|Choice', 'Whole|Diced|Sliced|Strips', 'Fresh|Local|'],
          '1/25 LB|1/10 LB|4/5 LB',
        ),
        line(
          'Zucchini|Yellow Squash|Cucumber|Eggplant',
          ['Medium|Large|Fancy|Choice', 'Whole|Sliced|Diced', 'Fresh|Local|Organic|'],
          '1/20 LB|1/25 LB|24 CT|4/5 LB',
        ),
        line(
          'Mushroom',
          ['White|Cremini|Portobello|Shiitake|Oyster', 'Whole|Sliced|Large Caps', 'Fresh|'],
          '1/10 LB|1/5 LB|4/2.5 LB',
        ),
        line('Asparagus', ['Jumbo|Standard|Pencil', 'Fresh|Local|'], '1/11 LB|1/28 LB|6/2 LB'),
        line('Green Bean', ['Trimmed|Snipped|French|Whole', 'Fresh|Local|'], '1/25 LB|1/10 LB|4/5 LB'),
        line('Brussels Sprout', ['Trimmed|Halved|Whole', 'Fresh|Local|'], '1/25 LB|4/5 LB'),
        line('Corn On The Cob', ['Yellow|Bi-Color|White', 'Fresh|Local|'], '48 CT|60 CT|4/12 CT'),
      ]),
      category('PR08', 'Fresh-Cut Produce', 'case', [20, 72], 'leaf', 1, [
        line('Pico De Gallo|Salsa Fresca', ['Mild|Medium|Hot', 'Fresh|'], '4/5 LB|2/5 LB|6/2 LB'),
        line('Guacamole', ['Classic|Chunky|Spicy', 'Fresh|High Pressure Processed'], '12/1 LB|6/2 LB|4/3 LB'),
        line(
          'Sliced Mushroom|Coleslaw Mix|Vegetable Medley|Stir Fry Mix|Mirepoix|Spiralized Zucchini',
          ['Fresh|Ready To Use|Hand Cut'],
          '4/5 LB|2/5 LB|1/10 LB|4/3 LB',
        ),
        line('Fruit Salad|Melon Medley|Pineapple Chunks', ['Fresh|Hand Cut|'], '4/5 LB|6/2 LB|2/5 LB'),
      ]),
    ],
  ),
];
