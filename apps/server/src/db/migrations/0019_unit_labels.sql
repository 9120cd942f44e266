-- Units of measure read the same everywhere (issue 20): databases seeded before the shared units table
-- (packages/shared/src/reference/units.ts) keep older labels ("20' Container", "40 feet cao (40HC)"); they take the
-- table's labels, which the pickers and every page now use. Only the labels change; the codes stay.
UPDATE "reference_options" AS o
SET "label_en" = u.en, "label_vi" = u.vi, "label_zh" = u.zh
FROM (VALUES
  ('gram', 'Gram', 'Gam', '克'),
  ('kg', 'Kilogram', 'Kilôgam', '千克'),
  ('ton', 'Metric Ton', 'Tấn', '吨'),
  ('pound', 'Pound', 'Pao', '磅'),
  ('piece', 'Piece', 'Cái', '件'),
  ('unit', 'Unit', 'Chiếc', '台'),
  ('set', 'Set', 'Bộ', '套'),
  ('pair', 'Pair', 'Đôi', '双'),
  ('dozen', 'Dozen', 'Tá', '打'),
  ('bag', 'Bag', 'Bao', '袋'),
  ('box', 'Box', 'Hộp', '盒'),
  ('carton', 'Carton', 'Thùng', '箱'),
  ('bottle', 'Bottle', 'Chai', '瓶'),
  ('roll', 'Roll', 'Cuộn', '卷'),
  ('sheet', 'Sheet', 'Tấm', '张'),
  ('pallet', 'Pallet', 'Pallet', '托'),
  ('barrel', 'Barrel', 'Thùng phuy', '桶'),
  ('meter', 'Meter', 'Mét', '米'),
  ('square-meter', 'Square Meter', 'Mét vuông', '平方米'),
  ('cubic-meter', 'Cubic Meter', 'Mét khối', '立方米'),
  ('liter', 'Liter', 'Lít', '升'),
  ('gallon', 'Gallon', 'Gallon', '加仑'),
  ('container-20ft', 'Container (20 ft)', 'Container (20 feet)', '集装箱（20英尺）'),
  ('container-40ft', 'Container (40 ft)', 'Container (40 feet)', '集装箱（40英尺）'),
  ('container-40hq', 'High Cube Container (40 ft)', 'Container cao (40 feet)', '高柜集装箱（40英尺）')
) AS u(code, en, vi, zh)
WHERE o."kind" = 'uom' AND o."code" = u.code;
