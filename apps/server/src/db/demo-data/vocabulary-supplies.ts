import { category, line, mainCategory, type MainCategoryVocabulary } from './vocabulary.ts';

/** Non-food: disposables, chemicals, smallwares. */
export const suppliesMainCategories: MainCategoryVocabulary[] = [
  mainCategory(
    'PD',
    'Paper & Disposables',
    ['#ece8e0', '#948c7e'],
    'Thistlebrook Paper|Greenwick Compostables|Cartwell Packaging|Stoutpak',
    [
      category('PD01', 'Cups & Lids', 'count', [28, 125], 'cup', 2, [
        line(
          'Hot Cup|Paper Cup',
          ['8 oz|12 oz|16 oz|20 oz', 'White|Kraft|Printed', 'Single Wall|Double Wall'],
          '1000 CT|500 CT|1200 CT',
        ),
        line(
          'Cold Cup|Clear Plastic Cup|Compostable Cold Cup',
          ['12 oz|16 oz|20 oz|24 oz|32 oz', 'Clear|Translucent|Printed'],
          '1000 CT|2500 CT|1200 CT',
        ),
        line('Foam Cup', ['8 oz|12 oz|16 oz|20 oz|32 oz', 'White'], '1000 CT|500 CT'),
        line(
          'Portion Cup|Souffle Cup',
          ['1 oz|2 oz|3.25 oz|4 oz|5.5 oz', 'Clear|Translucent|White Paper'],
          '2500 CT|5000 CT',
        ),
        line(
          'Dome Lid|Flat Lid',
          ['Fits 12-24 oz|Fits 32 oz|Fits 9-20 oz', 'Clear', 'Straw Slot|No Hole|'],
          '1000 CT|2000 CT',
        ),
        line('Sip Lid', ['Fits 8 oz|Fits 10-24 oz', 'White|Black'], '1000 CT|2000 CT'),
        line('Cup Sleeve', ['Kraft|Printed|Plain', 'Fits 12-20 oz'], '1000 CT|1200 CT'),
      ]),
      category('PD02', 'Take-Out Containers', 'count', [34, 145], 'box', 2, [
        line(
          'Hinged Container|Clamshell',
          ['Foam|Fiber|Plastic|Compostable', '9x9|8x8|6x6|9x6', '1 Compartment|3 Compartment|'],
          '200 CT|250 CT|150 CT|100 CT',
        ),
        line(
          'Deli Container|Soup Container|Bowl With Lid',
          ['8 oz|16 oz|24 oz|32 oz', 'Clear|Translucent|Black Base|Kraft Paper', 'Microwavable|Vented|'],
          '240 CT|500 CT|250 CT',
        ),
        line(
          'Foil Pan',
          ['Half Size|Full Size|Square 8x8|Oblong 2.25 lb', 'Shallow|Deep|Steam Table'],
          '100 CT|50 CT|500 CT',
        ),
        line('Pizza Box', ['10 in|12 in|14 in|16 in|18 in', 'Kraft|White|Printed', 'B-Flute|E-Flute'], '50 CT'),
        line('Sandwich Wedge|Sushi Tray', ['Clear|Black Base', 'Hinged|With Lid'], '500 CT|400 CT|200 CT'),
        line('Paper Food Pail', ['8 oz|16 oz|26 oz|32 oz', 'White|Kraft'], '500 CT|250 CT'),
        line('Take-Out Bag', ['Kraft|White|Printed', 'Small|Medium|Large', 'With Handles|Flat'], '250 CT|500 CT'),
        line('Bakery Box', ['8x8x4|10x10x5|12x12x6', 'White|Kraft', 'Window|Lock Corner'], '100 CT|200 CT'),
      ]),
      category('PD03', 'Plates, Bowls & Cutlery', 'count', [22, 95], 'utensils', 1, [
        line(
          'Plate',
          ['6 in|7 in|9 in|10 in', 'Paper|Plastic|Foam|Bagasse Compostable', 'White|Black|'],
          '500 CT|1000 CT',
        ),
        line(
          'Bowl',
          ['12 oz|16 oz|24 oz|32 oz', 'Paper|Plastic|Foam|Bagasse Compostable', 'White|Black|'],
          '1000 CT|500 CT',
        ),
        line(
          'Fork|Knife|Spoon|Soup Spoon',
          ['Heavy Weight|Medium Weight|Compostable', 'Wrapped|Bulk', 'White|Black|Clear'],
          '1000 CT|500 CT',
        ),
        line(
          'Cutlery Kit',
          ['Fork Knife Spoon Napkin|Fork Knife Napkin', 'Heavy Weight|Medium Weight', 'White|Black'],
          '250 CT|500 CT',
        ),
        line(
          'Straw',
          ['Jumbo|Giant|Cocktail', 'Paper|Plastic', 'Wrapped|Unwrapped', '7.75 in|10.25 in'],
          '500 CT|1500 CT|5000 CT',
        ),
        line('Stir Stick', ['Wood|Plastic', '5.5 in|7 in'], '1000 CT|5000 CT'),
        line('Toothpick', ['Wood|Frilled|Cellophane Wrapped', 'Round|Flat'], '1000 CT|5000 CT'),
      ]),
      category('PD04', 'Napkins & Towels', 'count', [24, 85], 'box', 1, [
        line(
          'Dinner Napkin|Beverage Napkin|Lunch Napkin',
          ['1-Ply|2-Ply|3-Ply', 'White|Kraft|Black', '1/4 Fold|1/8 Fold|Embossed'],
          '3000 CT|4000 CT|6000 CT|1000 CT',
        ),
        line('Dispenser Napkin', ['Interfold|Full Fold|Tall Fold', 'White|Kraft', '1-Ply|2-Ply'], '6000 CT|10000 CT'),
        line('Roll Towel', ['White|Kraft', 'Hardwound 800 ft|Hardwound 600 ft'], '6 CT|12 CT'),
        line('Multifold Towel|C-Fold Towel', ['White|Kraft', '1-Ply'], '4000 CT|2400 CT'),
        line('Bath Tissue', ['2-Ply 500 Sheets|1-Ply 1000 Sheets|Jumbo Roll'], '96 CT|48 CT|12 CT'),
        line('Facial Tissue', ['2-Ply', 'Flat Box|Cube Box'], '30 CT|36 CT'),
        line('Moist Towelette', ['Lemon Scent|Unscented', 'Individually Wrapped'], '1000 CT|500 CT'),
      ]),
      category('PD05', 'Film, Foil & Bags', 'case', [18, 95], 'box', 1, [
        line(
          'Plastic Wrap|Aluminum Foil',
          ['12 in|18 in|24 in', 'Standard|Heavy Duty|Extra Heavy', 'Roll|Cutter Box'],
          '1/2000 FT|1/1000 FT|1/500 FT',
        ),
        line('Foil Sheet', ['12x10.75|9x10.75|14x10.75', 'Interfolded|Pop-Up'], '500 CT|6/500 CT|3000 CT'),
        line('Parchment Paper|Pan Liner', ['Full Sheet|Half Sheet', 'Quilon|Silicone'], '1000 CT|6/500 CT'),
        line('Deli Paper|Wax Paper', ['12x10.75|15x10.75', 'Dry Wax|Interfolded'], '6/500 CT|12/500 CT'),
        line('Butcher Paper', ['18 in|24 in|36 in', 'Pink|White|Brown', 'Roll'], '1/1000 FT|1/900 FT'),
        line('Zipper Bag|Freezer Bag', ['Quart|Gallon|2 Gallon', 'Standard|Heavy Duty'], '250 CT|500 CT|4/250 CT'),
        line('Sandwich Bag', ['Fold Top|Flip Top', '6.5x5.5|7x7'], '2000 CT|1000 CT'),
        line('Produce Bag', ['On Roll|Flat', '12x20|10x15'], '2000 CT|1000 CT'),
      ]),
      category('PD06', 'Gloves & Aprons', 'count', [24, 110], 'box', 1, [
        line(
          'Nitrile Glove|Vinyl Glove|Latex Free Glove|Poly Glove',
          ['Powder Free|', 'Blue|Black|Clear|White', 'Small|Medium|Large|X-Large'],
          '1000 CT|100 CT|500 CT',
        ),
        line('Poly Apron', ['White|Blue|Clear', '24x42|28x46', 'Disposable'], '100 CT|1000 CT'),
        line(
          'Hair Net|Beard Net|Bouffant Cap|Shoe Cover',
          ['Black|Brown|White|Blue', 'One Size|Large|X-Large'],
          '144 CT|1000 CT|100 CT',
        ),
      ]),
    ],
  ),
  mainCategory(
    'CJ',
    'Chemicals & Janitorial',
    ['#cdf1ea', '#2f9c8f'],
    'Gleamwright|Brightfold Solutions|Citadel Clean|Halcyon Pro',
    [
      category('CJ01', 'Dish Machine Chemicals', 'case', [45, 220], 'spray', 1, [
        line(
          'Dish Machine Detergent',
          ['Chlorinated|Non-Chlorinated|High Temp|Low Temp|Phosphate Free', 'Liquid'],
          '1/5 GAL|4/1 GAL|2/2.5 GAL|1/15 GAL',
        ),
        line('Pot & Pan Detergent', ['Concentrated|Ultra|Lemon', 'Liquid'], '1/5 GAL|4/1 GAL|2/2.5 GAL'),
        line('Rinse Aid', ['High Temp|Low Temp', 'Liquid'], '1/5 GAL|4/1 GAL|2/2.5 GAL'),
        line('Low Temp Sanitizer', ['Chlorine|EPA Registered'], '1/5 GAL|4/1 GAL'),
        line('Delimer|Presoak', ['Concentrated|Ultra', 'Liquid|Powder'], '1/5 GAL|4/1 GAL|4/8 LB'),
        line('Solid Dish Detergent', ['Chlorinated|Non-Chlorinated'], '4/8 LB|2/9 LB'),
      ]),
      category('CJ02', 'Cleaners & Degreasers', 'breakable', [22, 120], 'spray', 1, [
        line(
          'All Purpose Cleaner|Degreaser|Glass Cleaner|Oven Cleaner|Grill Cleaner|Bathroom Cleaner|Stainless Steel Polish|Disinfectant Cleaner|Floor Cleaner|Lime & Scale Remover',
          ['Concentrated|Ready To Use|Heavy Duty|Lemon|Fragrance Free|Foaming|Green Certified'],
          '12/32 OZ|4/1 GAL|6/19 OZ|2/2 L|12/18 OZ',
        ),
      ]),
      category('CJ03', 'Sanitizers & Hand Care', 'breakable', [24, 130], 'spray', 1, [
        line(
          'Hand Soap|Foam Hand Soap|Lotion Soap|Hand Sanitizer',
          ['Antibacterial|Fragrance Free|E2 Rated|Moisturizing|', 'Refill|Dispenser Cartridge|Pump Bottle'],
          '4/1 GAL|6/1 L|2/1200 ML|12/8 OZ',
        ),
        line('Quat Sanitizer|Surface Sanitizer', ['Food Contact|No Rinse|Concentrated'], '4/1 GAL|2/2.5 GAL|12/32 OZ'),
        line('Sanitizing Wipes', ['Food Contact|Quat|Alcohol Free', 'Canister|Bucket'], '6/160 CT|6/75 CT|2/800 CT'),
        line('Sanitizer Test Strips', ['Quat|Chlorine', '0-500 ppm|0-200 ppm'], '12/100 CT|6/100 CT'),
      ]),
      category('CJ04', 'Trash Liners', 'count', [22, 70], 'box', 1, [
        line(
          'Trash Liner|Can Liner',
          [
            '24x33|33x39|38x58|40x48|43x47',
            'Low Density|High Density',
            'Black|Clear|Blue',
            '0.9 Mil|1.2 Mil|1.5 Mil|16 Mic|12 Mic|2 Mil',
          ],
          '250 CT|200 CT|100 CT|500 CT|150 CT',
        ),
        line(
          'Compost Bag|Recycling Bag',
          ['24x33|33x39|40x48', 'Green|Clear|Blue', '0.9 Mil|1.2 Mil'],
          '250 CT|200 CT|100 CT',
        ),
      ]),
      category('CJ05', 'Floor Care & Cleaning Tools', 'each', [3.5, 65], 'broom', 1, [
        line('Mop Head', ['Cotton|Rayon|Microfiber|Blend', 'Looped End|Cut End', '16 oz|24 oz|32 oz'], '12/CS|6/CS'),
        line('Mop Handle', ['Fiberglass|Aluminum|Wood', '54 in|60 in', 'Quick Change|Jaw Style'], '12/CS|6/CS|1/CS'),
        line('Push Broom|Angle Broom', ['Standard|24 in|36 in', 'Fine Sweep|Rough Sweep|Medium'], '12/CS|6/CS'),
        line('Dust Pan', ['Upright Lobby|Handheld', 'Black|Gray'], '6/CS|4/CS|1/CS'),
        line('Floor Squeegee', ['18 in|24 in|36 in', 'Foam Rubber|Straight'], '6/CS|1/CS'),
        line('Wet Floor Sign', ['Yellow', '2 Sided|4 Sided', 'English Spanish|'], '6/CS|1/CS'),
        line('Mop Bucket', ['26 qt|35 qt|44 qt', 'With Wringer|Side Press'], '1/CS|4/CS'),
        line('Scrub Pad', ['Green|Blue|Black', 'Medium Duty|Heavy Duty|Non-Scratch'], '10/CS|24/CS|12/CS'),
        line('Sponge', ['Cellulose|Scrub Sponge|Heavy Duty'], '24/CS|12/CS'),
        line('Microfiber Cloth', ['16x16|12x12', 'Blue|Green|Red|Yellow'], '24/CS|12/CS'),
        line('Bowl Brush', ['Poly Fiber|Nylon', 'With Caddy|'], '12/CS|6/CS'),
      ]),
    ],
  ),
  mainCategory(
    'SE',
    'Smallwares & Equipment',
    ['#e1e6ec', '#6f7d8e'],
    'Kitchenwright|Ironmark Kitchen|Steelbridge Supply|Whetstone & Co.',
    [
      category('SE01', 'Pans & Cookware', 'each', [6, 145], 'pan', 2, [
        line(
          'Sheet Pan',
          ['Full Size|Half Size|Quarter Size', 'Aluminum|Aluminized Steel', '18 Gauge|16 Gauge|Perforated|'],
          '12/CS|6/CS|1/CS',
        ),
        line(
          'Hotel Pan',
          ['Full Size|Half Size|Third Size|Sixth Size', 'Stainless Steel', '2.5 in Deep|4 in Deep|6 in Deep'],
          '6/CS|12/CS|1/CS',
        ),
        line(
          'Fry Pan|Saute Pan',
          ['8 in|10 in|12 in|14 in', 'Aluminum|Stainless Steel|Nonstick|Carbon Steel', 'Induction Ready|'],
          '6/CS|1/CS|2/CS',
        ),
        line('Cast Iron Skillet', ['8 in|10.25 in|12 in|15 in', 'Pre-Seasoned'], '6/CS|1/CS|2/CS'),
        line('Braiser', ['11 qt|15 qt|20 qt', 'Stainless Steel|Aluminum'], '1/CS|2/CS'),
        line(
          'Sauce Pan',
          ['2 qt|3.5 qt|4.5 qt|7 qt', 'Aluminum|Stainless Steel', 'Induction Ready|'],
          '1/CS|2/CS|6/CS',
        ),
        line(
          'Stock Pot|Sauce Pot',
          ['8 qt|20 qt|40 qt|60 qt', 'Aluminum|Stainless Steel', 'With Lid|'],
          '1/CS|2/CS|4/CS',
        ),
        line('Roasting Pan', ['18x24|16x20', 'Aluminum|Stainless Steel', 'With Handles|'], '1/CS|2/CS'),
        line('Cake Pan', ['8 in|9 in|10 in', 'Aluminum|Nonstick', 'Round|Square'], '12/CS|6/CS'),
        line('Muffin Pan', ['12 Cup|24 Cup|6 Cup Jumbo', 'Aluminized Steel|Nonstick'], '12/CS|6/CS|1/CS'),
      ]),
      category('SE02', 'Kitchen Utensils', 'each', [1.5, 38], 'utensils', 2, [
        line(
          'Tongs',
          ['9 in|12 in|16 in', 'Stainless Steel|High Heat Silicone Tip', 'Scalloped|Locking|'],
          '12/CS|6/CS|24/CS',
        ),
        line('Ladle', ['1 oz|2 oz|4 oz|8 oz', 'Stainless Steel|One Piece', 'Color Coded|'], '12/CS|6/CS'),
        line(
          'Portion Scoop',
          ['#8|#12|#16|#20|#30|#40', 'Stainless Steel', 'Color Coded Handle|Thumb Squeeze'],
          '12/CS|6/CS|1/CS',
        ),
        line(
          'Spatula|Turner|Whisk|Slotted Spoon|Solid Spoon|Skimmer',
          [
            '10 in|12 in|14 in|16 in',
            'Stainless Steel|High Heat Silicone|Nylon',
            'Black Handle|Blue Handle|Red Handle|',
          ],
          '12/CS|6/CS',
        ),
        line('Basting Brush', ['2 in|3 in|4 in', 'Boar Bristle|Silicone'], '12/CS|6/CS'),
        line(
          'Measuring Cup',
          ['1 cup|2 cup|1 qt|2 qt|4 qt', 'Polycarbonate|Aluminum|Stainless Steel', 'Graduated|'],
          '12/CS|6/CS|1/CS',
        ),
        line('Can Opener', ['Manual Table Mount|Heavy Duty Crank|Electric'], '1/CS|6/CS'),
        line('Peeler', ['Swivel|Y Peeler|Julienne', 'Black Handle|White Handle'], '12/CS|24/CS'),
        line('Zester', ['Fine|Coarse', 'Black Handle'], '12/CS|6/CS'),
        line('Kitchen Shears', ['8 in|10 in', 'Take-Apart|Poultry'], '12/CS|6/CS'),
      ]),
      category('SE03', 'Cutlery & Cutting Boards', 'each', [4.5, 95], 'knife', 1, [
        line(
          'Chef Knife 8 in|Chef Knife 10 in|Paring Knife 3.25 in|Bread Knife 10 in|Boning Knife 6 in|Slicer Knife 12 in|Santoku Knife 7 in',
          ['Stamped|Forged|High Carbon', 'Black Handle|White Handle|Color Coded|Polypropylene Handle'],
          '1/CS|6/CS|12/CS',
        ),
        line('Cleaver', ['7 in|8 in', 'Forged|Stamped'], '1/CS|6/CS'),
        line('Steak Knife', ['4.5 in|5 in', 'Serrated|Straight Edge', 'Black Handle|Wood Handle'], '12/CS|6/CS'),
        line('Honing Steel', ['10 in|12 in|14 in', 'Fine|Regular Cut'], '1/CS|6/CS'),
        line(
          'Cutting Board',
          ['12x18|18x24|15x20|6x10', 'White|Red|Yellow|Blue|Green', 'Polypropylene|Rubber'],
          '6/CS|1/CS|12/CS',
        ),
        line('Knife Guard', ['8 in|10 in|12 in', 'Black|Clear'], '12/CS|6/CS'),
      ]),
      category('SE04', 'Food Storage', 'each', [2.5, 48], 'box', 1, [
        line(
          'Food Storage Container|Storage Lid',
          ['2 qt|4 qt|6 qt|8 qt|12 qt|22 qt', 'Clear|Translucent|White', 'Square|Round', 'Polycarbonate|Polypropylene'],
          '6/CS|12/CS|1/CS',
        ),
        line('Ingredient Bin', ['14 gal|21 gal|27 gal', 'White|Clear Lid', 'Mobile|'], '1/CS|2/CS'),
        line(
          'Food Pan',
          [
            'Full Size|Half Size|Third Size|Sixth Size',
            'Clear|Black|Amber',
            '2.5 in Deep|4 in Deep|6 in Deep',
            'Polycarbonate|High Heat',
          ],
          '6/CS|12/CS',
        ),
        line(
          'Squeeze Bottle',
          ['8 oz|12 oz|16 oz|24 oz|32 oz', 'Clear|Red|Yellow|White', 'Wide Mouth|Standard'],
          '6/CS|12/CS|24/CS',
        ),
        line('Day Dot Label', ['7 Day Set|Monday|Friday|Blank', '0.75 in|1 in', 'Removable|Permanent'], '1/CS|12/CS'),
        line('Dissolvable Label', ['2x2 in|2x3 in|1 in', 'Use By|Blank|Day Of Week'], '1/CS|12/CS|6/CS'),
        line('Food Box Cover', ['18x26|Half Size', 'Clear|White'], '6/CS|4/CS'),
        line('Dunnage Rack', ['36x24|48x24|60x24', 'Aluminum|Polymer'], '1/CS'),
      ]),
      category('SE05', 'Tabletop & Serving', 'each', [1.2, 55], 'bowl', 1, [
        line(
          'Dinner Plate',
          [
            '10.5 in|11 in|12 in',
            'Bright White|Ivory|Black|Speckled',
            'Porcelain|Melamine|Stoneware',
            'Rolled Edge|Coupe|Wide Rim',
          ],
          '12/CS|24/CS',
        ),
        line(
          'Salad Plate',
          [
            '7.5 in|8.5 in|9 in',
            'Bright White|Ivory|Black|Speckled',
            'Porcelain|Melamine|Stoneware',
            'Rolled Edge|Coupe|Wide Rim',
          ],
          '12/CS|24/CS|36/CS',
        ),
        line('Soup Bowl', ['12 oz|16 oz|24 oz', 'Bright White|Ivory|Black', 'Porcelain|Melamine'], '12/CS|24/CS|36/CS'),
        line('Ramekin', ['2 oz|3 oz|4 oz|6 oz', 'White|Stainless Steel', 'Porcelain|Fluted'], '24/CS|48/CS'),
        line(
          'Coffee Mug',
          ['8 oz|10 oz|12 oz|16 oz', 'White|Black|Speckled', 'Stoneware|Porcelain'],
          '12/CS|24/CS|36/CS',
        ),
        line('Creamer', ['2 oz|3 oz|5 oz', 'Stainless Steel|White Porcelain'], '12/CS|24/CS|48/CS'),
        line('Water Glass', ['12 oz|16 oz|20 oz', 'Tumbler|Goblet', 'Tempered|Stackable'], '12/CS|24/CS|36/CS'),
        line('Wine Glass', ['8 oz|12 oz|16 oz', 'Stemmed|Stemless', 'Tempered|'], '12/CS|24/CS'),
        line(
          'Rocks Glass',
          ['8 oz|10 oz|12 oz', 'Double Old Fashioned|Old Fashioned', 'Tempered|'],
          '12/CS|24/CS|36/CS',
        ),
        line('Serving Tray', ['14 in Round|16x22 Oval|14x18', 'Non-Skid|Fiberglass|Stainless'], '12/CS|6/CS'),
        line('Bread Basket', ['9 in|12 in', 'Polypropylene|Woven', 'Black|Natural|Brown'], '12/CS|24/CS'),
        line('Sugar Caddy', ['Black|White|Stainless'], '12/CS|24/CS'),
        line(
          'Dinner Fork|Teaspoon',
          ['Stainless Steel 18/0|Stainless Steel 18/10', 'Windsor|Dominion|Satin'],
          '36/CS|12/CS|24/CS',
        ),
      ]),
      category('SE06', 'Small Appliances', 'each', [24, 480], 'appliance', 0.6, [
        line(
          'Immersion Blender|Countertop Blender|Food Processor|Conveyor Toaster|Panini Grill|Microwave Oven|Rice Cooker|Soup Kettle|Heat Lamp|Coffee Brewer|Induction Hot Plate|Waffle Maker',
          ['Commercial|Heavy Duty|Stainless Steel', '120V|208-240V'],
          '1/CS|2/CS|4/CS',
        ),
        line('Digital Scale', ['11 lb|22 lb|33 lb', 'Portion Control|Receiving'], '1/CS|6/CS'),
        line('Probe Thermometer', ['Digital|Waterproof|Thermocouple', 'Pocket|Probe 5 in'], '1/CS|6/CS|12/CS'),
      ]),
    ],
  ),
];
