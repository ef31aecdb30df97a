// Mistake: the whole description ("Apple ×1") as the identity: it changes with the quantity, so the row is deleted and inserted instead of updated.
// 错误：把整个描述（“Apple ×1”）当成身份：数量一变它就变，这一行被删除再插入，而不是更新。
import Lesson_datasources

func identity(of item: Grocery) -> String {
    "\(item)"
}
